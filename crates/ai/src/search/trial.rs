//! Contracts tried in sampled worlds before they exist: what the bidding,
//! declaring and discarding decisions simulate.
//!
//! A [`Trial`] is a whole contract (bidder, bid, declarer, declaration);
//! given a sampled world it builds the position at the first lead exactly
//! as the engine would: the 88 or Big Game bidder takes the kitty into its
//! hand and puts tiles back, the Euchre dealer takes the turn-up and puts
//! one down, the partner of a Nel-O bidder or a lone Euchre maker sits
//! out, and the declarer leads.
//!
//! Tiles put back in a simulation follow a fixed rule ([`put_back`]):
//! keep trumps, counters and tiles that win their suit; put back the
//! weakest side tiles. Searching every pair of tiles to put back would
//! multiply the solves by dozens for a small gain.

use bones_engine::{
    Bid, Contract, Declaration, GameKind, Goal, PlayState, Rules, Seat, Suit, Team, Tile, TileId,
    TileSet, TrickRules,
};

use crate::knowledge::World;
use crate::solver::{Budget, Objective, Position, Solver, Target};

/// What a trial asks the solver in each world.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Ask {
    /// The count the bidding side ends with.
    Value(Objective),
    /// Whether it reaches the target (1) or not (0).
    Reach(Target),
}

/// A contract to try in sampled worlds.
#[derive(Clone, Debug)]
pub(crate) struct Trial {
    pub contract: Contract,
    pub rules: TrickRules,
    pub goal: Goal,
    /// Points of counters the bidder already put down (credited to its
    /// side when the hand starts), for trials after the kitty is sorted.
    pub credit: u16,
}

impl Trial {
    /// The trial of `declaration` on `bid` by `bidder` (declared and led by
    /// `declarer`).
    pub(crate) fn new(
        rules: &Rules,
        bidder: Seat,
        bid: Bid,
        declarer: Seat,
        declaration: Declaration,
    ) -> Trial {
        let contract = Contract {
            bidder,
            bid,
            declarer,
            declaration: Some(declaration),
        };
        Trial {
            contract,
            rules: contract.trick_rules(rules),
            goal: contract.goal(rules),
            credit: 0,
        }
    }

    /// The position at the first lead in `world`, where `hands` are the
    /// hands after the auction (the kitty not yet taken) and `world.kitty`
    /// holds the kitty or spare. `turn_up` is Euchre's turn-up when the
    /// dealer takes it (ordered up in round 1). `None` if the world does
    /// not make a valid position.
    pub(crate) fn position<'t>(
        &'t self,
        game: &Rules,
        world: &World,
        dealer: Seat,
        turn_up: Option<Tile>,
    ) -> Option<Position<'t>> {
        let mut hands = world.hands;
        let table = self.contract.play_table(game);
        let bidder = self.contract.bidder;
        let mut credited = [0u16; Team::MAX];
        credited[table.team(bidder).index()] = self.credit;
        match game.kind() {
            GameKind::Texas88 | GameKind::BigGame => {
                let k = world.kitty.len();
                if k > 0 {
                    let hand = hands[bidder.index()] | world.kitty;
                    let (down, points) = put_back(game, &self.rules, hand, k);
                    hands[bidder.index()] = hand - down;
                    credited[table.team(bidder).index()] += points;
                }
            }
            GameKind::Euchre => {
                if let Some(up) = turn_up {
                    if table.is_active(dealer) {
                        let id = TileId::new(up, 0);
                        let hand = hands[dealer.index()] | TileSet::single(id);
                        let (down, _) = put_back(game, &self.rules, hand, 1);
                        hands[dealer.index()] = hand - down;
                    }
                }
            }
            GameKind::Texas42 => {}
        }
        for s in Seat::all(game.players()) {
            if !table.is_active(s) {
                hands[s.index()] = TileSet::EMPTY;
            }
        }
        let state = PlayState::new(
            hands,
            table,
            self.contract.declarer,
            game.trick_points(),
            game.hand_size(),
            credited,
        );
        Position::new(&self.rules, state, self.goal).ok()
    }
}

impl Trial {
    /// The answer to `ask` in `world` (see [`Trial::position`]), or `None`
    /// if the world does not make a valid position.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn solve(
        &self,
        solver: &mut Solver,
        game: &Rules,
        world: &World,
        dealer: Seat,
        turn_up: Option<Tile>,
        ask: Ask,
        budget: Budget,
    ) -> Option<u16> {
        let pos = self.position(game, world, dealer, turn_up)?;
        Some(match ask {
            Ask::Value(objective) => solver.value(&pos, objective, budget).value,
            Ask::Reach(target) => u16::from(solver.reaches(&pos, target, budget).value),
        })
    }
}

/// How much a tile is worth keeping under trick rules `tr`: trumps most
/// (by rank), then counters (where points count), then side tiles by
/// rank, doubles and tiles no other tile beats in their suit.
pub(crate) fn keep_value(game: &Rules, tr: &TrickRules, hand: TileSet, t: Tile) -> i32 {
    let counters_matter = game.kind() != GameKind::Euchre;
    let mut v = 0;
    if counters_matter {
        v += 12 * i32::from(t.count());
    }
    if tr.trumps().has_tile(t) {
        return v + 300 + i32::from(tr.power(Suit::Trump, t));
    }
    let led = tr.led_suit(t, false);
    let power = i32::from(tr.power(led, t)) - 100;
    v += power;
    if t.is_double() {
        v += 20;
    }
    // A tile nothing outside the hand beats in its suit takes a trick.
    let deck = tr.deck();
    let beaten = deck
        .tiles()
        .filter(|o| *o != t && tr.suit(led).has_tile(*o) && !hand.has_tile(*o))
        .any(|o| tr.power(led, o) > tr.power(led, t));
    if !beaten {
        v += 40;
    }
    // The last tile of a suit: putting it back makes a void (good).
    let same = (hand - tr.trumps())
        .tiles()
        .filter(|o| tr.led_suit(*o, false) == led)
        .count();
    if same == 1 && !t.is_double() {
        v -= 8;
    }
    v
}

/// The `k` tiles of `hand` to put back under trick rules `tr`, and the
/// points of counters among them: non-counters only in 88 and the Big
/// Game unless too few remain (as the rules require).
pub(crate) fn put_back(game: &Rules, tr: &TrickRules, hand: TileSet, k: usize) -> (TileSet, u16) {
    let keeps_counters = matches!(game.kind(), GameKind::Texas88 | GameKind::BigGame);
    let mut ids: Vec<(TileId, i32, bool)> = hand
        .iter()
        .map(|id| {
            let t = id.tile();
            (
                id,
                keep_value(game, tr, hand, t),
                keeps_counters && t.is_counter(),
            )
        })
        .collect();
    // Non-counters first (when counters must be kept), then least valuable.
    ids.sort_by_key(|&(id, v, counter)| (counter, v, id.index()));
    let mut down = TileSet::EMPTY;
    let mut points = 0u16;
    for &(id, _, counter) in ids.iter().take(k) {
        down.insert(id);
        if counter {
            points += u16::from(id.tile().count());
        }
    }
    (down, points)
}

#[cfg(test)]
mod tests {
    use super::*;
    use bones_engine::{Pip, Trump};

    fn set(tiles: &str) -> TileSet {
        tiles
            .split_whitespace()
            .map(|t| TileId::new(t.parse().unwrap(), 0))
            .collect()
    }

    #[test]
    fn put_back_keeps_trumps_and_counters() {
        let game = Rules::default_for(GameKind::BigGame);
        let tr = TrickRules::with_trump(
            game.deck(),
            Trump::Suit(Pip::new(8).unwrap()),
            Default::default(),
            Default::default(),
            bones_engine::LowLead::BigGameCounters,
        );
        let hand = set("8-8 8-7 8-1 5-5 6-4 7-3 3-1 2-0 6-6 7-7 4-4 1-0");
        let (down, points) = put_back(&game, &tr, hand, 1);
        assert_eq!(points, 0);
        assert_eq!(down.len(), 1);
        let t = down.tiles().next().unwrap();
        assert!(!t.is_counter() && !t.has(Pip::new(8).unwrap()), "{t}");
    }

    #[test]
    fn put_back_takes_counters_only_when_forced() {
        let game = Rules::default_for(GameKind::Texas88);
        let tr = TrickRules::with_trump(
            game.deck(),
            Trump::Suit(Pip::new(5).unwrap()),
            Default::default(),
            Default::default(),
            bones_engine::LowLead::Never,
        );
        let hand = set("5-5 6-4 5-0 4-1 3-2 5-5 6-6");
        let hand = hand | TileSet::single(TileId::new("5-5".parse().unwrap(), 1));
        let (down, points) = put_back(&game, &tr, hand, 2);
        assert!(down.has_tile("6-6".parse().unwrap()));
        assert_eq!(points, 5, "one 5-point counter goes down with 6-6");
    }

    #[test]
    fn a_trial_builds_the_first_lead() {
        let game = Rules::default();
        let mut world = World::default();
        let all: Vec<TileId> = game.deck().all().iter().collect();
        for (i, id) in all.iter().enumerate() {
            world.hands[i / 7].insert(*id);
        }
        let seat = Seat::new(1).unwrap();
        let trial = Trial::new(
            &game,
            seat,
            Bid::Points(30),
            seat,
            Declaration::Trump(Trump::Suit(Pip::new(6).unwrap())),
        );
        let pos = trial.position(&game, &world, seat, None).unwrap();
        assert_eq!(pos.turn(), seat);
        assert!(pos.maximizing());
        assert_eq!(pos.plays().len(), 7);
    }
}
