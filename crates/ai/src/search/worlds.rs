//! Drawing the sampled worlds of one decision, optionally weighted by what
//! the auction says about each hand.
//!
//! Without inference the worlds are uniform among those consistent with
//! the view (the [`Sampler`]). With inference, `draws` times as many are
//! drawn, each is weighted by how likely the public bids, the declared
//! trump and the tiles played were had it been the real deal
//! ([`PlayerModel`]), and the decision's worlds are resampled from them
//! in proportion to weight (systematic resampling): the solver then
//! spends its work on likely worlds instead of solving unlikely ones with
//! a small weight. A world drawn twice is solved once with twice the
//! weight.

use bones_engine::rng::SplitMix64;
use bones_engine::{
    Action, Bid, Declaration, GameKind, Phase, PlayState, Seat, TileSet, Trick, View,
};

use super::SearchBot;
use crate::heuristic::hand::{hand_value, trump_choices};
use crate::heuristic::HeuristicBot;
use crate::knowledge::World;
use crate::sample::{Inference, Sampler};

/// The worlds of one decision: `n` of them dealt from `view` with the
/// bot's inference settings, from `seed` alone (so the same view and seed
/// give the same worlds). `None` when no deal explains the view.
pub(crate) fn decision_worlds(
    bot: &SearchBot,
    view: &View,
    n: usize,
    seed: u64,
) -> Option<Vec<(World, f32)>> {
    let mut sampler = Sampler::new(view).ok()?;
    let mut rng = SplitMix64::new(seed);
    Some(draw(
        &mut sampler,
        view,
        n,
        usize::from(bot.config.inference_draws),
        bot.model_for(&view.rules),
        &mut rng,
    ))
}

/// `n` worlds for `view`, each with its weight (the number of times it
/// was drawn). `draws > 1` weights by `model`.
pub(crate) fn draw(
    sampler: &mut Sampler,
    view: &View,
    n: usize,
    draws: usize,
    model: PlayerModel,
    rng: &mut SplitMix64,
) -> Vec<(World, f32)> {
    let n = n.max(1);
    if draws <= 1 || !model.informs(view) {
        return (0..n).map(|_| (sampler.sample(rng), 1.0)).collect();
    }
    let inference = model;
    let pool: Vec<(World, f64)> = (0..n * draws)
        .map(|_| sampler.sample_weighted(rng, view, &inference))
        .collect();
    let total: f64 = pool.iter().map(|(_, w)| w).sum();
    if total <= 0.0 || !total.is_finite() {
        return pool
            .into_iter()
            .take(n)
            .map(|(world, _)| (world, 1.0))
            .collect();
    }
    // Systematic resampling: n evenly spaced points through the weights.
    let step = total / n as f64;
    let mut point = step * ((rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64);
    let mut out: Vec<(World, f32)> = Vec::with_capacity(n);
    let mut acc = 0.0;
    for (world, w) in pool {
        acc += w;
        let mut copies = 0.0f32;
        while point < acc && (out.len() as f32 + copies) < n as f32 {
            copies += 1.0;
            point += step;
        }
        if copies > 0.0 {
            out.push((world, copies));
        }
    }
    out
}

/// A model of how the other players bid and play, to weight sampled
/// worlds by how well they explain what was seen.
///
/// - **Bids** (42, 88, Big Game), from the rule of thumb AI.md quotes (a 42
///   hand is worth about 14 + 6 × doubles + 3 × trumps with its best
///   trump): a player bids when its hand is worth its bid plus a margin,
///   passes when it is not worth the lowest bid it could make, and
///   declares the trump its hand is best in. Soft (logistic), so that
///   players who bid otherwise are not ruled out. The partner's margin
///   may be set apart ([`PlayerModel::partner_bid_margin`]): in 88 and
///   the Big Game a partner of the same level bids by the rule of thumb
///   with its level's margin.
/// - **Plays** (every game but 88, whose two copies of each tile the
///   replay cannot tell apart): each earlier play by another seat is
///   replayed in the world from that seat's point of view, and compared
///   with what the rule-of-thumb player ([`HeuristicBot`]) would have
///   played there. A world where it would have played otherwise keeps
///   the weight [`PlayerModel::deviation`] (for the partner,
///   [`PlayerModel::partner_deviation`]) per such play: players follow
///   habits (lead doubles, feed counters to a partner who holds the
///   trick, play low when the trick is lost), and their plays say what
///   they hold.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct PlayerModel {
    /// Read the auction.
    pub bids: bool,
    /// Read the plays.
    pub plays: bool,
    /// Weight of a world per opponent play the model would not have made.
    pub deviation: f64,
    /// The same for the partner's plays.
    pub partner_deviation: f64,
    /// Points (the game's own) the partner keeps below its hand's worth
    /// when it bids: `None` reads its bids as any other player's.
    pub partner_bid_margin: Option<f32>,
}

/// Points of safety a bidder keeps below its hand's worth (42 points).
const MARGIN: f32 = 4.0;
/// Width of the logistic, in 42 points: how sure the model is.
const SOFTNESS: f32 = 3.0;

fn logistic(x: f32) -> f64 {
    1.0 / (1.0 + f64::from((-x).exp()))
}

impl PlayerModel {
    /// Whether the view shows anything this model reads.
    #[must_use]
    pub fn informs(&self, view: &View) -> bool {
        let bids = self.bids
            && view.rules.kind() != GameKind::Euchre
            && view.auction.iter().any(|(s, _)| *s != view.seat);
        let plays = self.plays
            && view.rules.deck().copies() == 1
            && view.phase == Phase::Playing
            && view
                .tricks
                .iter()
                .map(|t| &t.trick)
                .chain([&view.trick])
                .any(|t| t.plays().any(|(s, _)| s != view.seat));
        bids || plays
    }
}

/// The hand `seat` bid with: its tiles now plus those it has played.
fn dealt_hand(view: &View, world: &World, seat: Seat) -> TileSet {
    let mut hand = world.hands[seat.index()];
    for trick in view.tricks.iter().map(|t| &t.trick).chain([&view.trick]) {
        for (s, id) in trick.plays() {
            if s == seat {
                hand.insert(id);
            }
        }
    }
    hand
}

impl Inference for PlayerModel {
    fn weight(&self, view: &View, world: &World) -> f64 {
        let mut w = 1.0;
        if self.bids {
            w *= bids_weight(view, world, self.partner_bid_margin);
        }
        if self.plays && view.rules.deck().copies() == 1 && w > 0.0 {
            w *= self.plays_weight(view, world);
        }
        w
    }
}

impl PlayerModel {
    /// The product over the other seats' earlier plays (where they had a
    /// choice) of 1 if the rule of thumb would have played the same in
    /// `world`, else the deviation weight.
    fn plays_weight(&self, view: &View, world: &World) -> f64 {
        let (Some(tr), Some(contract)) = (view.trick_rules(), view.contract) else {
            return 1.0;
        };
        let rules = view.rules;
        let teams = rules.teams();
        let me = view.seat;
        let tricks: Vec<&Trick> = view
            .tricks
            .iter()
            .map(|t| &t.trick)
            .chain([&view.trick])
            .collect();
        // The hands at the first lead.
        let mut hands = world.hands;
        for t in &tricks {
            for (s, id) in t.plays() {
                hands[s.index()].insert(id);
            }
        }
        // Points credited before the first trick (88's kitty).
        let mut credited = view.points;
        for t in &view.tricks {
            let team = t.winner.team(teams).index();
            credited[team] = credited[team].saturating_sub(u16::from(t.points));
        }
        let mut state = PlayState::new(
            hands,
            view.table,
            contract.declarer,
            rules.trick_points(),
            rules.hand_size(),
            credited,
        );
        // What each seat had been shown at the first lead: the view shows
        // only the shown tiles not yet played.
        let mut shown = view.shown;
        for &(s, action) in &view.auction {
            if let Action::Bid(bid) = action {
                shown[s.index()] |= bid.shown_from(hands[s.index()], rules.deck());
            }
        }
        // Who put tiles down (the kitty or spare's bidder, the Euchre
        // dealer who took the turn-up): in its own replayed view they are
        // its own discards, the world's hidden kitty.
        let discarder = view.turn_up_taken_by.unwrap_or(contract.bidder);
        let mut seen = view.clone();
        seen.tricks.clear();
        let mut weight = 1.0;
        for (k, trick) in tricks.iter().enumerate() {
            for (i, (seat, id)) in trick.plays().enumerate() {
                let tile = id.tile();
                let low = i == 0 && trick.led() != Some(tr.led_suit(tile, false));
                if state.turn() != seat || !state.hand(seat).contains(id) {
                    return weight; // the replay went astray: stop reading
                }
                if seat != me {
                    let legal = state.legal(&tr);
                    let leading = state.trick().is_empty();
                    seen.legal.clear();
                    for face in legal.faces().tiles() {
                        seen.legal.push(Action::Play(face));
                        if leading && tr.may_lead_low(face) {
                            seen.legal.push(Action::PlayLow(face));
                        }
                    }
                    if seen.legal.len() > 1 {
                        seen.seat = seat;
                        seen.turn = Some(seat);
                        seen.hand = state.hand(seat);
                        seen.own_discards = if discarder == seat {
                            world.kitty
                        } else {
                            TileSet::EMPTY
                        };
                        for s in Seat::all(rules.players()) {
                            seen.hand_sizes[s.index()] = state.hand(s).len() as u8;
                            seen.shown[s.index()] = shown[s.index()] & state.hand(s);
                        }
                        seen.trick = *state.trick();
                        seen.points = state.all_points();
                        seen.tricks_won = state.all_tricks();
                        let played = if low {
                            Action::PlayLow(tile)
                        } else {
                            Action::Play(tile)
                        };
                        if HeuristicBot::choose(&seen, 0) != played {
                            weight *= if seat.team(teams) == me.team(teams) {
                                self.partner_deviation
                            } else {
                                self.deviation
                            };
                        }
                    }
                }
                if let Some(done) = state.play(&tr, id, low) {
                    if let Some(played) = view.tricks.get(k) {
                        seen.tricks.push(*played);
                    } else {
                        seen.tricks.push(done);
                    }
                }
            }
        }
        weight
    }
}

/// How likely the auction (and the declared trump) was in `world` under
/// the bidding model.
fn bids_weight(view: &View, world: &World, partner_margin: Option<f32>) -> f64 {
    {
        let rules = &view.rules;
        if rules.kind() == GameKind::Euchre {
            return 1.0;
        }
        // Points scale: 42's figures stretched to the game's total.
        let scale = f32::from(rules.hand_total()) / 42.0;
        let (lowest, _, step) = bones_engine::score::points_ladder(rules);
        let choices = trump_choices(rules);
        let mut worth = [None::<f32>; Seat::MAX];
        let mut value_of = |seat: Seat| -> f32 {
            *worth[seat.index()].get_or_insert_with(|| {
                let hand = dealt_hand(view, world, seat);
                choices
                    .iter()
                    .map(|&t| hand_value(rules, hand, t))
                    .fold(f32::MIN, f32::max)
            })
        };
        let teams = rules.teams();
        let mut weight = 1.0f64;
        let mut high: Option<(Seat, Bid)> = None;
        for &(seat, action) in &view.auction {
            if seat != view.seat {
                let margin = match partner_margin {
                    Some(m) if seat.team(teams) == view.seat.team(teams) => m,
                    _ => MARGIN * scale,
                };
                let partner_high =
                    high.is_some_and(|(s, _)| s != seat && s.team(teams) == seat.team(teams));
                let floor = match high {
                    Some((_, Bid::Points(b))) => f32::from(b) + f32::from(step),
                    Some((_, b)) if b.marks().is_some() => f32::from(rules.hand_total()),
                    _ => f32::from(lowest),
                };
                match action {
                    Action::Pass if !partner_high => {
                        let v = value_of(seat);
                        weight *= logistic((floor + margin - v) / (SOFTNESS * scale));
                    }
                    Action::Bid(Bid::Points(b)) => {
                        let v = value_of(seat);
                        weight *= logistic((v - margin - f32::from(b)) / (SOFTNESS * scale));
                    }
                    Action::Bid(Bid::Marks(_)) => {
                        let v = value_of(seat);
                        let all = f32::from(rules.hand_total());
                        weight *= logistic((v - all) / (SOFTNESS * scale));
                    }
                    _ => {}
                }
            }
            if let Action::Bid(b) = action {
                high = Some((seat, b));
            }
        }
        // The declarer named the trump its hand is best in.
        if let Some(c) = view.contract {
            if let (Some(Declaration::Trump(named)), true) =
                (c.declaration, c.declarer != view.seat)
            {
                let hand = dealt_hand(view, world, c.declarer);
                let best = choices
                    .iter()
                    .map(|&t| hand_value(rules, hand, t))
                    .fold(f32::MIN, f32::max);
                let this = hand_value(rules, hand, named);
                weight *= logistic((this - best + SOFTNESS * scale) / (SOFTNESS * scale));
            }
        }
        weight
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::heuristic::hand::best_trump;
    use crate::search::BidPolicy;
    use bones_engine::{Bid, Game, Rules};

    /// The search levels open the Big Game with a margin of -4 (their
    /// `big_game_bid_margin`): a partner's opening on a hand worth up to 4
    /// points less than the bid reads as unlikely with the rule of thumb's
    /// margin (4 of 42, 6.3 Big Game points), and as likely as not with
    /// the partner's own.
    #[test]
    fn a_partners_light_big_game_opening_reads_with_its_own_margin() {
        let rules = Rules::default_for(GameKind::BigGame);
        let choices = trump_choices(&rules);
        let margin = BidPolicy::DEFAULT.big_game_bid_margin;
        let mut read = 0;
        for seed in 0..300 {
            let mut game = Game::new(rules, seed).unwrap();
            let opener = game.turn().unwrap();
            let view = game.view(opener);
            let lowest = view.lowest_points_bid().unwrap();
            let (_, worth) = best_trump(&rules, view.hand, &choices).unwrap();
            if !(margin..0.0).contains(&(worth - f32::from(lowest))) {
                continue;
            }
            game.apply(Action::Bid(Bid::Points(lowest))).unwrap();
            let players = rules.players();
            let partner = opener.next(players).next(players);
            let seen = game.view(partner);
            let world = World::actual(&game, &seen);
            let as_anyone = bids_weight(&seen, &world, None);
            let as_partner = bids_weight(&seen, &world, Some(margin));
            assert!(as_anyone < 0.25, "seed {seed}: {as_anyone}");
            assert!(as_partner >= 0.5, "seed {seed}: {as_partner}");
            // An opponent's opening is still read with the model's margin.
            let opponent = game.view(opener.next(players));
            let world = World::actual(&game, &opponent);
            assert_eq!(
                bids_weight(&opponent, &world, Some(margin)),
                bids_weight(&opponent, &world, None),
            );
            read += 1;
        }
        assert!(read >= 5, "{read} light openings");
    }
}
