//! The player's tile, read by phase: played, chosen for the kitty, or
//! asked about. Putting tiles face down is presented as a swap the player
//! can take back until "Done"; every choice is still the engine's to
//! accept, tried on a copy of the game so nothing changes until then.

use bones_engine::{Action, Illegal, Phase, Rules, Tile};

use super::{Session, Store};

impl Session {
    /// How many tiles the player has to put face down now (0 unless it is
    /// the player's turn to discard): the hand's extra tiles over a full
    /// hand.
    #[must_use]
    pub fn discards_needed(&self) -> usize {
        if !self.my_turn() || self.game.phase() != Phase::Discarding {
            return 0;
        }
        let held = self.game.hand(self.seating.me).len();
        held.saturating_sub(usize::from(self.game.rules().hand_size()))
    }

    /// Whether putting `tile` face down after the `staged` ones is legal:
    /// the engine's answer on a copy of the game.
    ///
    /// # Errors
    /// The rule it breaks (a counter while a non-counter is held...).
    pub fn check_discard(&self, staged: &[Tile], tile: Tile) -> Result<(), Illegal> {
        let mut game = self.game.clone();
        for &t in staged {
            game.apply(Action::Discard(t))?;
        }
        game.check(Action::Discard(tile))
    }

    /// Whether the tiles just taken in (the kitty, the spare, the
    /// turn-up) may all go back as they came: the engine's answer, so the
    /// table offers "put it back" only where the rules allow it (a counter
    /// must be kept while a non-counter is held).
    #[must_use]
    pub fn may_put_back_picked(&self) -> bool {
        let picked: Vec<Tile> = self.picked_up.tiles().collect();
        picked.len() == self.discards_needed()
            && picked
                .iter()
                .enumerate()
                .all(|(i, &t)| self.check_discard(&picked[..i], t).is_ok())
    }

    /// The tiles the player may choose next, after the `staged` ones.
    #[must_use]
    pub fn discard_choices(&self, staged: &[Tile]) -> Vec<Tile> {
        if staged.len() >= self.discards_needed() {
            return Vec::new();
        }
        let mut hand = self.game.hand(self.seating.me);
        for &t in staged {
            if let Some(id) = hand.id_of(t) {
                hand.remove(id);
            }
        }
        hand.faces()
            .tiles()
            .filter(|&t| self.check_discard(staged, t).is_ok())
            .collect()
    }
}

impl Store {
    /// Starts a game of `rules` against `level`, dealt from `seed`, and
    /// says whether it did (the engine may refuse the settings: then the
    /// player is told why and the table stays as it was).
    pub(super) fn start(
        &mut self,
        rules: Rules,
        level: crate::protocol::BotKind,
        seed: u64,
    ) -> bool {
        // `adopt` gives the session its id.
        match Session::new(self.last_id, rules, seed) {
            Ok(mut session) => {
                session.level = level;
                self.adopt(session);
                true
            }
            Err(e) => {
                self.tell(e, true);
                false
            }
        }
    }

    /// The player means `tile`: what that does depends on the phase.
    pub(super) fn offer(&mut self, tile: Tile) {
        let Some(session) = self.session.as_ref() else {
            return;
        };
        let phase = session.game.phase();
        if session.my_turn() && phase == Phase::Discarding {
            self.stage(tile);
            return;
        }
        let legal = session.game.legal_actions();
        if session.my_turn() && legal.contains(&Action::PlayLow(tile)) {
            self.selected = Some(tile);
            self.lead_choice = Some(tile);
            return;
        }
        self.human(Action::Play(tile));
    }

    /// Chooses `tile` for the kitty, if the engine would accept it there.
    fn stage(&mut self, tile: Tile) {
        let Some(session) = self.session.as_ref() else {
            return;
        };
        let needed = session.discards_needed();
        if self.staged.len() >= needed {
            let text = if needed == 1 {
                "You have chosen a tile: take it back to choose another".to_owned()
            } else {
                format!("You have chosen {needed} tiles: take one back to choose another")
            };
            self.tell(text, false);
            return;
        }
        match session.check_discard(&self.staged, tile) {
            Ok(()) => {
                self.staged.push(tile);
                self.selected = None;
                self.notice = None;
            }
            Err(illegal) => self.tell(illegal.to_string(), true),
        }
    }

    /// Takes a chosen tile back. Tiles chosen after it are checked again
    /// (a counter may have become legal only because of it).
    pub(super) fn unstage(&mut self, tile: Tile) {
        let Some(k) = self.staged.iter().position(|&t| t == tile) else {
            return;
        };
        self.staged.remove(k);
        if let Some(session) = self.session.as_ref() {
            let mut kept = Vec::new();
            for &t in &self.staged {
                if session.check_discard(&kept, t).is_ok() {
                    kept.push(t);
                }
            }
            self.staged = kept;
        }
        self.notice = None;
    }

    /// Sends the chosen tiles to the engine, one by one.
    pub(super) fn confirm_discards(&mut self) {
        let needed = self.session.as_ref().map_or(0, Session::discards_needed);
        if needed == 0 {
            return;
        }
        if self.staged.len() < needed {
            let left = needed - self.staged.len();
            let text = if left == 1 {
                "Choose 1 more tile to put back".to_owned()
            } else {
                format!("Choose {left} more tiles to put back")
            };
            self.tell(text, false);
            return;
        }
        for tile in core::mem::take(&mut self.staged) {
            self.human(Action::Discard(tile));
        }
    }
}

#[cfg(test)]
mod tests {
    use std::rc::Rc;

    use bones_engine::rng::SplitMix64;
    use bones_engine::{
        Bid, BigGame, Euchre, EuchreLead, Game, GameKind, Phase, Rules, Seat, Texas42, Texas88,
        TileSet,
    };
    use yew::Reducible;

    use crate::prefs::{Launch, Prefs};
    use crate::setup::Setup;
    use crate::store::{LogEntry, Msg, Store};

    fn store_for(rules: Rules, seed: u64) -> Rc<Store> {
        let prefs = Prefs {
            setup: Setup::default().with_rules(rules),
            ..Prefs::default()
        };
        Rc::new(Store::new(prefs, Launch::default())).reduce(Msg::NewGame { seed })
    }

    fn session(store: &Store) -> &super::Session {
        store.session.as_ref().unwrap()
    }

    /// One step of a game: bots and the player choose at random among the
    /// engine's legal actions; the player's tiles go through `Offer`, the
    /// kitty through staging, as the page sends them.
    fn step(store: Rc<Store>, rng: &mut SplitMix64) -> Rc<Store> {
        let s = session(&store);
        if s.pause.is_some() {
            return store.reduce(Msg::Continue);
        }
        if !s.my_turn() {
            let legal = s.game().legal_actions();
            let action = legal[rng.below(legal.len())];
            return super::super::tests::bot_turn(store, action);
        }
        if let Some(tile) = store.lead_choice {
            let low = rng.below(2) == 0;
            let action = if low {
                bones_engine::Action::PlayLow(tile)
            } else {
                bones_engine::Action::Play(tile)
            };
            return store.reduce(Msg::Human(action));
        }
        match s.game().phase() {
            Phase::Discarding => {
                let choices = s.discard_choices(&store.staged);
                if choices.is_empty() {
                    store.reduce(Msg::ConfirmDiscards)
                } else {
                    let tile = choices[rng.below(choices.len())];
                    store.reduce(Msg::Offer(tile))
                }
            }
            Phase::Playing => {
                let legal = s.game().legal_actions();
                let tile = legal[rng.below(legal.len())].played_tile().unwrap();
                store.reduce(Msg::Offer(tile))
            }
            _ => {
                let legal = s.game().legal_actions();
                store.reduce(Msg::Human(legal[rng.below(legal.len())]))
            }
        }
    }

    /// Plays whole games of `rules` through messages; returns the log of
    /// the last one.
    fn play_games(rules: Rules, seeds: core::ops::RangeInclusive<u64>) -> Vec<Vec<LogEntry>> {
        let mut logs = Vec::new();
        for seed in seeds {
            let mut store = store_for(rules, seed);
            let mut rng = SplitMix64::new(seed ^ 0xFACE);
            let mut steps = 0;
            while !session(&store).is_over() || session(&store).pause.is_some() {
                store = step(store, &mut rng);
                steps += 1;
                assert!(
                    steps < 60_000,
                    "{:?} seed {seed}: the game did not end",
                    rules.kind()
                );
            }
            let s = session(&store);
            assert_eq!(s.seating.players, rules.players());
            assert!(matches!(s.log.last(), Some(LogEntry::GameOver { .. })));
            logs.push(s.log.clone());
        }
        logs
    }

    #[test]
    fn texas_88_games_end_with_the_kitty_swapped_through_staging() {
        for log in play_games(Rules::Texas88(Texas88::default()), 1..=3) {
            for entry in &log {
                if let LogEntry::Trick(t) = entry {
                    assert_eq!(t.plays.len(), 6);
                }
                if let LogEntry::Discarded { tiles, .. } = entry {
                    assert_eq!(*tiles, 2, "two tiles go back to the kitty");
                }
            }
            assert!(log
                .iter()
                .any(|e| matches!(e, LogEntry::PickedUp { tiles: 2, .. })));
        }
    }

    #[test]
    fn big_game_and_euchre_games_end_for_every_table_size() {
        let mut rules = vec![Rules::BigGame(BigGame {
            target: 150,
            ..BigGame::default()
        })];
        for players in 2..=4 {
            for lead in [EuchreLead::HigherEnd, EuchreLead::LeaderNames] {
                rules.push(Rules::Euchre(Euchre {
                    players,
                    lead,
                    ..Euchre::default()
                }));
            }
        }
        for r in rules {
            for log in play_games(r, 1..=2) {
                for entry in &log {
                    if let LogEntry::Trick(t) = entry {
                        assert!(t.plays.len() <= usize::from(r.players()));
                    }
                }
            }
        }
    }

    /// Plays until the player is to put tiles face down in an 88 hand.
    fn at_my_kitty(seed: u64) -> Rc<Store> {
        let mut store = store_for(Rules::Texas88(Texas88::default()), seed);
        // Everyone else passes, so the player (first to bid) wins at 60.
        let s = session(&store);
        assert!(s.my_turn());
        store = store.reduce(Msg::Human(bones_engine::Action::Bid(Bid::Points(60))));
        while session(&store).game().phase() == Phase::Bidding {
            let s = session(&store);
            let ticket = s.bot_request(&Launch::default()).unwrap().ticket;
            store = store.reduce(Msg::Bot {
                ticket,
                action: bones_engine::Action::Pass,
            });
        }
        assert_eq!(session(&store).game().phase(), Phase::Discarding);
        store
    }

    #[test]
    fn the_kitty_is_a_swap_the_player_can_take_back_until_done() {
        let store = at_my_kitty(4);
        let s = session(&store);
        assert_eq!(s.discards_needed(), 2);
        assert_eq!(s.picked_up.len(), 2, "the kitty's tiles are marked new");
        assert!(s.game().hand(s.seating.me).is_superset(s.picked_up));
        let choices = s.discard_choices(&[]);
        let (a, b) = (choices[0], choices[1]);
        let store = store.reduce(Msg::Offer(a)).reduce(Msg::Offer(b));
        assert_eq!(store.staged, vec![a, b]);
        assert_eq!(
            session(&store).game().phase(),
            Phase::Discarding,
            "nothing sent yet"
        );
        // A third is refused with a word, the staged ones stay.
        let third = choices[2];
        let store = store.reduce(Msg::Offer(third));
        assert_eq!(store.staged, vec![a, b]);
        assert!(store
            .notice
            .as_ref()
            .unwrap()
            .text
            .contains("take one back"));
        // Take one back and choose another, then Done.
        let store = store
            .reduce(Msg::Unstage(a))
            .reduce(Msg::Offer(third))
            .reduce(Msg::ConfirmDiscards);
        let s = session(&store);
        assert_eq!(s.game().phase(), Phase::Declaring);
        assert!(store.staged.is_empty());
        let view = s.view();
        let mut expected = TileSet::EMPTY;
        for t in [b, third] {
            expected.insert(view.own_discards.id_of(t).unwrap());
        }
        assert_eq!(
            view.own_discards, expected,
            "the chosen tiles went face down"
        );
    }

    #[test]
    fn a_counter_cannot_go_back_while_a_non_counter_is_held_in_the_engines_words() {
        for seed in 1..200 {
            let store = at_my_kitty(seed);
            let s = session(&store);
            let me = s.seating.me;
            let Some(counter) = s.game().hand(me).tiles().find(|t| t.is_counter()) else {
                continue;
            };
            let expected = s.check_discard(&[], counter).unwrap_err().to_string();
            let after = store.reduce(Msg::Offer(counter));
            assert!(after.staged.is_empty());
            let notice = after.notice.as_ref().unwrap();
            assert!(notice.refused);
            assert_eq!(notice.text, expected);
            assert!(
                notice.text.starts_with("counters must be kept"),
                "{}",
                notice.text
            );
            return;
        }
        panic!("no 88 hand with a counter in 200 deals");
    }

    #[test]
    fn done_before_enough_tiles_are_chosen_says_how_many_are_left() {
        let store = at_my_kitty(9);
        let first = session(&store).discard_choices(&[])[0];
        let store = store.reduce(Msg::Offer(first)).reduce(Msg::ConfirmDiscards);
        assert_eq!(session(&store).game().phase(), Phase::Discarding);
        assert_eq!(
            store.notice.as_ref().unwrap().text,
            "Choose 1 more tile to put back"
        );
    }

    /// Plays until the player, who bid 42 in a Big Game while everyone else
    /// passed, is to keep or put back the spare.
    fn at_my_spare(seed: u64) -> Rc<Store> {
        let mut store = store_for(Rules::BigGame(BigGame::default()), seed);
        store = store.reduce(Msg::Human(bones_engine::Action::Bid(Bid::Points(42))));
        while session(&store).game().phase() == Phase::Bidding {
            let ticket = session(&store)
                .bot_request(&Launch::default())
                .unwrap()
                .ticket;
            store = store.reduce(Msg::Bot {
                ticket,
                action: bones_engine::Action::Pass,
            });
        }
        store
    }

    #[test]
    fn the_spare_is_offered_back_only_where_the_rules_let_it_go_back() {
        let (mut counts, mut blank) = (0, 0);
        for seed in 1..60 {
            let store = at_my_spare(seed);
            let s = session(&store);
            let spare = s.picked_up.tiles().next().unwrap();
            let holds_a_non_counter = s.game().hand(s.seating.me).tiles().any(|t| !t.is_counter());
            if spare.is_counter() && holds_a_non_counter {
                counts += 1;
                assert!(!s.may_put_back_picked(), "seed {seed}: {spare} counts");
                assert!(s.check_discard(&[], spare).is_err());
            } else {
                blank += 1;
                assert!(s.may_put_back_picked(), "seed {seed}: {spare}");
            }
        }
        assert!(counts > 0 && blank > 0, "{counts} counters, {blank} others");
    }

    #[test]
    fn a_big_game_lead_of_7_3_asks_which_suit_and_plays_only_when_answered() {
        // Find a deal where the player leads with 7-3 or 8-2 in hand and
        // the suit is not trump: the player bids 42, others pass, keeps
        // the spare, names blanks (so 7-3 and 8-2 are not trumps).
        for seed in 1..300 {
            let mut store = at_my_spare(seed);
            let keep = session(&store).discard_choices(&[])[0];
            store = store.reduce(Msg::Offer(keep)).reduce(Msg::ConfirmDiscards);
            let blanks = bones_engine::Action::Declare(bones_engine::Declaration::Trump(
                bones_engine::Trump::Suit(bones_engine::Pip::new(0).unwrap()),
            ));
            store = store.reduce(Msg::Human(blanks));
            let s = session(&store);
            assert_eq!(s.game().phase(), Phase::Playing);
            let Some(tile) = s.game().legal_actions().iter().find_map(|a| match a {
                bones_engine::Action::PlayLow(t) => Some(*t),
                _ => None,
            }) else {
                continue;
            };
            let turn = s.turn_number();
            let store = store.reduce(Msg::Offer(tile));
            assert_eq!(store.lead_choice, Some(tile));
            assert_eq!(session(&store).turn_number(), turn, "nothing played yet");
            let cancelled = Rc::clone(&store).reduce(Msg::CancelLead);
            assert_eq!(cancelled.lead_choice, None);
            let store = store.reduce(Msg::Human(bones_engine::Action::PlayLow(tile)));
            assert_eq!(store.lead_choice, None);
            let s = session(&store);
            assert_eq!(s.turn_number(), turn + 1);
            assert_eq!(
                s.game().trick().led().map(|l| l.name()),
                Some(if tile.lo().get() == 3 {
                    "treys"
                } else {
                    "deuces"
                })
            );
            return;
        }
        panic!("no Big Game deal with a 7-3 or 8-2 lead in 300 seeds");
    }

    #[test]
    fn a_rematch_keeps_the_rules_and_level_and_deals_anew() {
        let rules = Rules::Euchre(Euchre {
            players: 3,
            ..Euchre::default()
        });
        let mut store = store_for(rules, 5);
        let first = session(&store).id;
        store = store.reduce(Msg::Rematch { seed: 6 });
        let s = session(&store);
        assert_ne!(s.id, first);
        assert_eq!(s.seed, 6);
        assert_eq!(*s.game().rules(), rules);
        assert_eq!(s.game().rules().kind(), GameKind::Euchre);
        assert!(s.pause.is_none());
    }

    /// Every seat's tiles now.
    fn hands_of(game: &Game) -> Vec<TileSet> {
        Seat::all(game.rules().players())
            .map(|seat| game.hand(seat))
            .collect()
    }

    /// Plays the game on `store` to its end with random choices; returns
    /// the store and each hand's deal (every seat's tiles while it bids).
    fn deals_to_the_end(mut store: Rc<Store>, rng: u64) -> (Rc<Store>, Vec<(u32, Vec<TileSet>)>) {
        let mut rng = SplitMix64::new(rng);
        let mut deals: Vec<(u32, Vec<TileSet>)> = Vec::new();
        while !session(&store).is_over() || session(&store).pause.is_some() {
            let game = session(&store).game();
            let hand = game.hand_number();
            if game.phase() == Phase::Bidding && deals.last().is_none_or(|(n, _)| *n != hand) {
                deals.push((hand, hands_of(game)));
            }
            store = step(store, &mut rng);
        }
        (store, deals)
    }

    /// "Same deals again" starts the game over: each hand is dealt as it
    /// was, however differently the game before was played.
    #[test]
    fn the_same_deals_again_are_dealt_hand_by_hand() {
        let rules = Rules::Texas42(Texas42::straight());
        let (store, first) = deals_to_the_end(store_for(rules, 77), 1);
        let before = session(&store).record();
        assert!(!session(&store).replayed);
        let store = store.reduce(Msg::SameDeals);
        assert!(session(&store).replayed, "on deals the player has seen");
        let said = store.notice.as_ref().map(|n| (n.text.as_str(), n.refused));
        assert_eq!(
            said,
            Some(("The same deals again, from the first hand", false))
        );
        let (store, again) = deals_to_the_end(store, 2);
        assert_ne!(
            session(&store).record().actions,
            before.actions,
            "played otherwise"
        );
        let hands = first.len().min(again.len());
        assert!(hands >= 2, "{} and {} hands", first.len(), again.len());
        assert_eq!(first[..hands], again[..hands]);
        // A plain rematch deals anew.
        let seed = session(&store).seed + 1;
        let store = store.reduce(Msg::Rematch { seed });
        assert!(!session(&store).replayed, "new deals");
        let (_, other) = deals_to_the_end(store, 2);
        assert_ne!(first[0], other[0]);
    }

    /// An imported record's own first dealer is kept too.
    #[test]
    fn the_same_deals_again_keep_an_imported_first_dealer() {
        let rules = Rules::Texas42(Texas42::straight());
        let record = bones_engine::GameRecord {
            rules,
            seed: Some(9),
            dealer: Some(Seat::FIRST.next(4)),
            deals: Vec::new(),
            actions: Vec::new(),
        };
        let imported = super::Session::from_record(session(&store_for(rules, 1)).id, &record);
        let mut store = store_for(rules, 1).reduce(Msg::Adopt(Box::new(imported.unwrap())));
        let dealt = hands_of(session(&store).game());
        let mut rng = SplitMix64::new(3);
        for _ in 0..12 {
            store = step(store, &mut rng);
        }
        store = store.reduce(Msg::SameDeals);
        let s = session(&store);
        assert_eq!(s.record(), record, "the record's start, no action");
        assert_eq!(s.game().dealer(), Seat::FIRST.next(4));
        assert_eq!(hands_of(s.game()), dealt);
        // A take-back in the game dealt again does not forget it was.
        assert!(s.replayed && s.before_action(0).unwrap().replayed);
    }

    /// A recent game from the Game sheet is dealt again over whatever is
    /// on the table: its deals hand by hand, its bots, marked as replayed
    /// and told, with no take-back carried over from the game it replaces.
    #[test]
    fn a_recent_game_is_dealt_again_over_the_game_in_progress() {
        let rules = Rules::Texas42(Texas42::house());
        let (store, first) = deals_to_the_end(store_for(rules, 31), 4);
        let past = crate::history::PastGame::of(
            session(&store).record(),
            session(&store).how_played(&Launch {
                bot: Some(crate::protocol::BotKind::Expert),
                ..Launch::default()
            }),
            0,
        );
        // Another game, part played, with a take-back.
        let mut store = store_for(Rules::Texas42(Texas42::straight()), 5);
        let mut rng = SplitMix64::new(8);
        while session(&store).undos == 0 {
            store = step(store, &mut rng);
            if session(&store).my_turn() && session(&store).my_last_turn().is_some() {
                store = store.reduce(Msg::Undo);
            }
        }
        let store = store.reduce(Msg::DealAgain(Box::new(past.deal_again().unwrap())));
        let s = session(&store);
        assert_eq!(*s.game().rules(), rules);
        assert_eq!(s.level, crate::protocol::BotKind::Expert);
        assert!(s.replayed);
        assert_eq!(s.undos, 0);
        let said = store.notice.as_ref().map(|n| n.text.as_str());
        assert_eq!(said, Some("The same deals again, from the first hand"));
        let (_, again) = deals_to_the_end(store, 9);
        let hands = first.len().min(again.len());
        assert!(hands >= 2, "{} and {} hands", first.len(), again.len());
        assert_eq!(first[..hands], again[..hands]);
    }

    /// The deal of the day is the same for every player on that day
    /// (whatever game was on the table before), differs from the next
    /// day's, and says so; the record names its day by its seed. Played
    /// again, it counts apart and says that instead.
    #[test]
    fn the_deal_of_the_day_is_dealt_alike_and_named() {
        use crate::daily::Day;
        let rules = Rules::Texas42(Texas42::straight());
        let day = Day::new(2026, 12, 2).unwrap();
        let first_hands = |store: Rc<Store>| {
            let store = store.reduce(Msg::DealOfTheDay { day, again: false });
            let said = store.notice.as_ref().map(|n| n.text.clone());
            assert_eq!(
                said.as_deref(),
                Some("Deal of the day, 2 December 2026: everyone on these rules is dealt these hands today")
            );
            let s = session(&store);
            assert!(!s.replayed);
            assert_eq!(s.seed, 20_261_202);
            assert_eq!(Day::of_seed(s.record().seed.unwrap()), Some(day));
            assert_eq!(*s.game().rules(), rules);
            hands_of(s.game())
        };
        // One player opens the page and plays it; another has a game half
        // played on the table.
        let fresh = Rc::new(Store::new(
            Prefs {
                setup: Setup::default().with_rules(rules),
                ..Prefs::default()
            },
            Launch::default(),
        ));
        let mut busy = store_for(rules, 77);
        let mut rng = SplitMix64::new(4);
        while session(&busy).record().actions.len() < 12 {
            busy = step(busy, &mut rng);
        }
        assert_eq!(first_hands(fresh), first_hands(busy));

        let next_day = store_for(rules, 1).reduce(Msg::DealOfTheDay {
            day: Day::new(2026, 12, 3).unwrap(),
            again: false,
        });
        assert_ne!(
            hands_of(session(&next_day).game()),
            first_hands(store_for(rules, 1))
        );

        let again = store_for(rules, 1).reduce(Msg::DealOfTheDay { day, again: true });
        let s = session(&again);
        assert!(s.replayed);
        assert_eq!(hands_of(s.game()), first_hands(store_for(rules, 1)));
        assert_eq!(
            again.notice.as_ref().map(|n| n.text.as_str()),
            Some(
                "Deal of the day, 2 December 2026, again: the same hands as before, counted apart"
            )
        );
    }

    /// A deal link's game is played as dealt; one on deals the player has
    /// played before says it counts apart, and keeps saying so in its save.
    #[test]
    fn a_deal_link_played_before_says_it_counts_apart() {
        let rules = Rules::Texas42(Texas42::straight());
        let mut busy = store_for(rules, 77);
        let mut rng = SplitMix64::new(4);
        while session(&busy).record().actions.len() < 12 {
            busy = step(busy, &mut rng);
        }
        let linked = |replayed: bool| {
            let mut shared = super::Session::new(session(&busy).id, rules, 12).unwrap();
            shared.replayed = replayed;
            let store = busy
                .clone()
                .reduce(Msg::PlayShared(Box::new(shared.clone())));
            let s = session(&store);
            assert_eq!((s.seed, s.replayed), (12, replayed));
            assert_eq!(s.record(), shared.record(), "dealt, no action yet");
            assert_ne!(
                s.id,
                session(&busy).id,
                "a new game: old bot replies are dropped"
            );
            store.notice.as_ref().map(|n| (n.text.clone(), n.refused))
        };
        assert_eq!(linked(false), None);
        assert_eq!(
            linked(true),
            Some((
                "You have played these deals before: this game is counted apart".to_owned(),
                false
            ))
        );
    }
}
