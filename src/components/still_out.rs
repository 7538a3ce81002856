//! The trumps and counters still out: what a player at a real table
//! counts in their head, counted from what this seat has seen. It says
//! nothing the log does not (the tiles played) and the hand (the player's
//! own), only adds it up.

use bones_engine::{Phase, Suit, Tile, TileSet, View};
use yew::prelude::*;

use super::game_log::tile_code;
use crate::store::counted_in_tricks;
use crate::tile_names::Counting;

/// The tiles this seat has not seen, of the kinds that matter this hand.
#[derive(Debug, PartialEq, Eq)]
pub struct StillOut {
    /// Trumps not seen, strongest first, with their copies (88 has two of
    /// each); `None` in a hand without trumps.
    pub trumps: Option<Vec<(Tile, u8)>>,
    /// Counters not seen, largest first; `None` where a hand is counted in
    /// tricks (Euchre, Nel-O, Sevens).
    pub counters: Option<Vec<(Tile, u8)>>,
}

impl StillOut {
    /// What `view`'s seat has not seen, while tricks are played: every tile
    /// of the set less those played, its own, those it put face down and a
    /// Euchre turn-up set aside. (The 88 kitty and the Big Game's spare
    /// tile, face down, are among them: unseen, as at a real table.)
    #[must_use]
    pub fn of(view: &View) -> Option<StillOut> {
        if view.phase != Phase::Playing {
            return None;
        }
        let rules = view.trick_rules()?;
        let deck = view.rules.deck();
        let set_aside = match (view.turn_up, view.turn_up_taken_by) {
            (Some(tile), None) => deck.ids_of([tile]),
            _ => TileSet::EMPTY,
        };
        let out = deck.all() - view.played() - view.hand - view.own_discards - set_aside;
        let trumps = (!rules.trumps().is_empty()).then(|| {
            listed(out & rules.trumps(), |tile| {
                u32::from(rules.power(Suit::Trump, tile))
            })
        });
        let in_points =
            !counted_in_tricks(view.rules.kind(), view.contract.and_then(|c| c.declaration));
        let counters = in_points.then(|| {
            listed(out & deck.counters(), |tile| {
                u32::from(tile.count()) << 8
                    | u32::from(tile.hi().get()) << 4
                    | u32::from(tile.lo().get())
            })
        });
        (trumps.is_some() || counters.is_some()).then_some(StillOut { trumps, counters })
    }

    /// The points of the counters still out.
    #[must_use]
    pub fn count(&self) -> Option<u32> {
        self.counters.as_ref().map(|c| {
            c.iter()
                .map(|&(tile, copies)| u32::from(tile.count()) * u32::from(copies))
                .sum()
        })
    }
}

/// The faces of `tiles` with their copies, highest `rank` first. (Placed
/// one by one: two slice sorts cost the page 2.5 kB of gzipped WebAssembly.)
fn listed(tiles: TileSet, rank: impl Fn(Tile) -> u32) -> Vec<(Tile, u8)> {
    let mut listed: Vec<(Tile, u8)> = Vec::new();
    for tile in tiles.faces().tiles() {
        let copies = u8::try_from(tiles.copies(tile)).unwrap_or(u8::MAX);
        let at = listed
            .iter()
            .position(|&(t, _)| rank(t) < rank(tile))
            .unwrap_or(listed.len());
        listed.insert(at, (tile, copies));
    }
    listed
}

/// The side panel's "Still out": trumps, then counters with their points.
/// (A function, not a component: it has no state of its own, and the
/// table that holds it is drawn anew whenever what is out changes.)
pub fn still_out_view(out: &StillOut, counting: Counting) -> Html {
    let row = |key: &'static str,
               label: &'static str,
               total: u32,
               unit: &'static str,
               tiles: &[(Tile, u8)]| {
        let listed = tiles
            .iter()
            .map(|&(tile, copies)| {
                let id = tile.to_string();
                if copies > 1 {
                    format!("{id}×{copies}")
                } else {
                    id
                }
            })
            .collect::<Vec<_>>()
            .join(",");
        html! {
            <div class="still-row" data-row={key} data-tiles={listed}>
                <span class="still-label">{ label }<b>{ total }<span class="sr-only">{ unit }</span></b></span>
                <span class="still-tiles">
                    // Keyed by tile, alone in their list: a tile played
                    // takes its own entry away and leaves the others be.
                    // None left says why the figure is 0 rather than
                    // "none", which would only say it again.
                    if tiles.is_empty() {
                        <span class="still-none">{ "all seen" }</span>
                    } else {
                        { for tiles.iter().map(|&(tile, copies)| html! {
                            <span class="still-tile" key={tile.to_string()}>
                                { tile_code(tile, counting) }
                                if copies > 1 { <small>{ format!("×{copies}") }</small> }
                            </span>
                        }) }
                    }
                </span>
            </div>
        }
    };
    html! {
        <section class="still-out" aria-label="Tiles still out: not played and not yours">
            <h2 class="side-title">{ "Still out" }</h2>
            if let Some(trumps) = &out.trumps {
                { row("trumps", "Trumps", trumps.iter().map(|&(_, n)| u32::from(n)).sum(), " out", trumps) }
            }
            if let (Some(counters), Some(points)) = (&out.counters, out.count()) {
                { row("count", "Count", points, " points out", counters) }
            }
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::StillOut;
    use crate::test_games::every_table;
    use bones_engine::{
        Action, Declaration, Euchre, Game, Phase, Rules, Seat, Suit, Texas42, Tile, TileSet, Trump,
    };

    /// Over whole seeded games of every table, played by picking legal
    /// actions at random: at every turn of trick play, for every seat,
    /// each trump or counter listed is one the seat has not seen (not its
    /// own, not played, not put down by it, not a Euchre turn-up set
    /// aside), and each one another seat holds is listed.
    #[test]
    fn what_is_listed_out_is_every_unseen_trump_and_counter_and_nothing_else() {
        let mut checked = 0;
        for rules in every_table() {
            for seed in 0..40u64 {
                let mut game = Game::new(rules, seed).unwrap();
                let mut pick = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
                for _ in 0..400 {
                    if game.turn().is_none() {
                        break;
                    }
                    if game.phase() == Phase::Playing {
                        for me in Seat::all(rules.players()) {
                            let view = game.view(me);
                            let trick = view.trick_rules().unwrap();
                            let Some(out) = StillOut::of(&view) else {
                                // Nel-O and Sevens: no trump, and tricks count.
                                assert!(trick.trumps().is_empty());
                                assert!(crate::store::counted_in_tricks(
                                    rules.kind(),
                                    view.contract.and_then(|c| c.declaration)
                                ));
                                continue;
                            };
                            let others: TileSet = Seat::all(rules.players())
                                .filter(|&s| s != me)
                                .fold(TileSet::EMPTY, |a, s| a | game.hand(s));
                            let seen = view.hand | view.played() | view.own_discards;
                            let set_aside = match (view.turn_up, view.turn_up_taken_by) {
                                (Some(t), None) => TileSet::copies_of(t),
                                _ => TileSet::EMPTY,
                            };
                            for (what, listed, kind) in [
                                ("trumps", out.trumps.as_deref(), trick.trumps()),
                                ("counters", out.counters.as_deref(), rules.deck().counters()),
                            ] {
                                let Some(listed) = listed else { continue };
                                let copies = |tile: Tile| {
                                    listed
                                        .iter()
                                        .find(|&&(t, _)| t == tile)
                                        .map_or(0, |&(_, n)| u32::from(n))
                                };
                                for tile in (others & kind).faces().tiles() {
                                    assert!(
                                        copies(tile) >= (others & kind).copies(tile),
                                        "{what}: {tile}, which another seat holds, is left out"
                                    );
                                }
                                for &(tile, n) in listed {
                                    assert!(kind.has_tile(tile), "{what}: {tile} is not one");
                                    assert!(
                                        u32::from(n) + (seen | set_aside).copies(tile)
                                            <= u32::from(rules.deck().copies()),
                                        "{what}: {tile} ×{n} counts a tile seen"
                                    );
                                }
                                let unseen = (rules.deck().all() - seen - set_aside) & kind;
                                assert_eq!(
                                    listed.iter().map(|&(_, n)| n as usize).sum::<usize>(),
                                    unseen.len(),
                                    "{what}: every unseen one"
                                );
                            }
                            // Strongest trump first.
                            if let Some(trumps) = &out.trumps {
                                let powers: Vec<u8> = trumps
                                    .iter()
                                    .map(|&(t, _)| trick.power(Suit::Trump, t))
                                    .collect();
                                assert!(powers.windows(2).all(|w| w[0] >= w[1]), "{powers:?}");
                            }
                            checked += 1;
                        }
                    }
                    let legal = game.legal_actions();
                    pick ^= pick << 13;
                    pick ^= pick >> 7;
                    pick ^= pick << 17;
                    let action = legal[usize::try_from(pick % legal.len() as u64).unwrap()];
                    game.apply(action).unwrap();
                }
            }
        }
        assert!(checked > 10_000, "{checked} views checked");
    }

    #[test]
    fn what_is_out_is_said_only_while_tricks_are_played_and_only_what_counts() {
        // Before trick play: nothing.
        let game = Game::new(Rules::Texas42(Texas42::straight()), 3).unwrap();
        assert_eq!(StillOut::of(&game.view(game.turn().unwrap())), None);
        // Euchre counts tricks, so no counters; 42 with a trump, both.
        let mut euchre = Game::new(Rules::Euchre(Euchre::default()), 3).unwrap();
        let mut texas = Game::new(Rules::Texas42(Texas42::straight()), 3).unwrap();
        for game in [&mut euchre, &mut texas] {
            // A suit for trump where one is offered, else the last action
            // offered: a bid or a call, never a pass that would throw the
            // hand in.
            while game.phase() != Phase::Playing {
                let legal = game.legal_actions();
                let suit = legal
                    .iter()
                    .find(|a| matches!(a, Action::Declare(Declaration::Trump(Trump::Suit(_)))));
                let a = *suit.or(legal.last()).unwrap();
                game.apply(a).unwrap();
            }
        }
        let out = StillOut::of(&euchre.view(euchre.turn().unwrap())).unwrap();
        assert!(out.trumps.is_some() && out.counters.is_none() && out.count().is_none());
        let out = StillOut::of(&texas.view(texas.turn().unwrap())).unwrap();
        let counters = out.counters.as_ref().unwrap();
        assert!(out.trumps.is_some());
        // The points out are those of the counters listed.
        assert_eq!(
            out.count(),
            Some(
                counters
                    .iter()
                    .map(|&(t, n)| u32::from(t.count()) * u32::from(n))
                    .sum()
            )
        );
        assert!(out.count().unwrap() <= 35);
    }
}
