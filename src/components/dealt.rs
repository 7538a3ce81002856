//! The hands as dealt, in the hand review: what every seat held, as
//! players turn their tiles over once a hand is scored. A hand decided
//! early leaves tiles unplayed; the partner's are the ones a player most
//! wants to see, and nothing else on the page shows them.

use bones_engine::{Event, GameKind, GameRecord, Seat, Tile, TileSet};
use yew::prelude::*;

use super::game_log::tile_code;
use crate::seating::Seating;
use crate::tile_names::Counting;

/// Who held a row of tiles at the deal.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Holder {
    /// A seat's hand.
    Seat(Seat),
    /// The tiles dealt to no seat that the bidder (88, the Big Game) or the
    /// dealer (Domino Euchre) could take: the kitty, the spare, the turn-up.
    Extra,
}

/// One row: who held the tiles, each with whether it was played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DealtRow {
    /// Whose tiles.
    pub holder: Holder,
    /// The tiles, highest end first, then lower end; `true` if played.
    pub tiles: Vec<(Tile, bool)>,
}

/// Every hand of one deal, the player's first, then clockwise, and the
/// extra tiles (if the game deals any a player may take).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DealtHands {
    /// The rows, in that order.
    pub rows: Vec<DealtRow>,
}

impl DealtHands {
    /// The deal of hand `hand` (0-based) of `record`, replayed, with the
    /// tiles each seat played from it; `None` if the record is not one the
    /// engine replays or does not reach that hand. A tile is played if the
    /// seat played its face (88 deals two of each) from its own hand first,
    /// then from the extra tiles it took.
    #[must_use]
    pub fn of(record: &GameRecord, hand: u32, seating: Seating) -> Option<DealtHands> {
        let mut game = record.start().ok()?;
        let mut dealt = (game.hand_number() == hand).then(|| game.dealt().clone());
        let mut plays: Vec<(Seat, Tile)> = Vec::new();
        'replay: for &action in &record.actions {
            for event in game.apply(action).ok()? {
                match event {
                    Event::Dealt { hand: h, .. } if h == hand => {
                        dealt = Some(game.dealt().clone());
                    }
                    Event::Dealt { .. } if dealt.is_some() => break 'replay,
                    Event::Played { seat, tile } if dealt.is_some() => plays.push((seat, tile)),
                    _ => {}
                }
            }
        }
        let dealt = dealt?;
        let mut rows = Vec::new();
        for seat in seating.clockwise_from_me() {
            rows.push(DealtRow {
                holder: Holder::Seat(seat),
                tiles: marked(dealt.hand(seat), &mut plays, |s| s == seat),
            });
        }
        let extra = dealt.kitty() | dealt.turn_up().map_or(TileSet::EMPTY, TileSet::single);
        if !extra.is_empty() {
            rows.push(DealtRow {
                holder: Holder::Extra,
                tiles: marked(extra, &mut plays, |_| true),
            });
        }
        Some(DealtHands { rows })
    }
}

/// `tiles` in order, each marked played if one of `plays` by a seat
/// `by` accepts has its face; the plays matched are taken out.
fn marked(
    tiles: TileSet,
    plays: &mut Vec<(Seat, Tile)>,
    by: impl Fn(Seat) -> bool,
) -> Vec<(Tile, bool)> {
    // Faces come lowest first (a face's index grows with its higher end,
    // then its lower): reversed, not sorted, which would cost the page
    // kilobytes of WebAssembly.
    let faces: Vec<Tile> = tiles.faces().tiles().collect();
    faces
        .into_iter()
        .rev()
        .flat_map(|tile| (0..tiles.copies(tile)).map(move |_| tile))
        .map(|tile| {
            let at = plays.iter().position(|&(s, t)| t == tile && by(s));
            (tile, at.map(|i| plays.swap_remove(i)).is_some())
        })
        .collect()
}

/// What the extra tiles are called in `kind`.
fn extra_name(kind: GameKind) -> &'static str {
    match kind {
        // (Texas 42 deals every tile to a seat.)
        GameKind::Texas88 | GameKind::Texas42 => "Kitty",
        GameKind::BigGame => "Spare",
        GameKind::Euchre => "Turn-up",
    }
}

/// The hands as a list, under the review's tricks.
pub fn dealt_view(hands: &DealtHands, seating: Seating, kind: GameKind) -> Html {
    let counting = Counting::of(kind);
    let unplayed = hands.rows.iter().any(|r| r.tiles.iter().any(|&(_, p)| !p));
    let rows = hands.rows.iter().map(|row| {
        let (name, key) = match row.holder {
            Holder::Seat(seat) => (seating.name(seat), seat.get().to_string()),
            Holder::Extra => (extra_name(kind), "extra".to_owned()),
        };
        html! {
            <li class="dealt-row" data-holder={key}>
                <span class="dealt-who">{ name }</span>
                <span class="dealt-tiles">
                    { for row.tiles.iter().map(|&(tile, played)| html! {
                        <span class={classes!("dealt-tile", (!played).then_some("unplayed"))}
                              data-tile={tile.to_string()} data-played={played.to_string()}>
                            { tile_code(tile, counting) }
                            if !played { <span class="sr-only">{ ", not played" }</span> }
                        </span>
                    }) }
                </span>
            </li>
        }
    });
    html! {
        <section class="dealt" aria-label="The hands as dealt">
            <h4>{ "The hands as dealt" }</h4>
            <ul class="dealt-rows">{ for rows }</ul>
            if unplayed {
                <p class="dealt-note">{ "Dashed: not played (still held when the hand was decided, put down, or sitting out)." }</p>
            }
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_games::{every_table, random_game};
    use bones_engine::{Deal, Rules, Texas42};

    /// Each hand of `record` replayed by its events, as the engine keeps
    /// them: its deal, and the plays made from it in order.
    fn hands_replayed(record: &GameRecord) -> Vec<(Deal, Vec<(Seat, Tile)>)> {
        let mut game = record.start().unwrap();
        let mut hands = vec![(game.dealt().clone(), Vec::new())];
        for &action in &record.actions {
            for event in game.apply(action).unwrap() {
                match event {
                    Event::Dealt { .. } => hands.push((game.dealt().clone(), Vec::new())),
                    Event::Played { seat, tile } => hands.last_mut().unwrap().1.push((seat, tile)),
                    _ => {}
                }
            }
        }
        hands
    }

    /// Over whole games of every table, each hand's rows hold the whole
    /// deal (every seat's tiles and the extra ones, each once) and the
    /// tiles marked played are exactly the hand's tricks' tiles.
    #[test]
    fn every_hand_shows_its_whole_deal_and_what_was_played_from_it() {
        let mut hands_seen = 0;
        for rules in every_table() {
            for seed in 1..=4 {
                let record = random_game(rules, seed);
                let seating = Seating::for_rules(Seat::FIRST, &rules);
                let truth = hands_replayed(&record);
                for (hand, (deal, plays)) in truth.iter().enumerate() {
                    let hand = u32::try_from(hand).unwrap();
                    let shown = DealtHands::of(&record, hand, seating).unwrap();
                    let mut all: Vec<Tile> = deal
                        .hands()
                        .iter()
                        .chain([&deal.kitty()])
                        .flat_map(|s| s.iter().map(|id| id.tile()))
                        .collect();
                    all.extend(deal.turn_up().map(|id| id.tile()));
                    let mut listed: Vec<Tile> = shown
                        .rows
                        .iter()
                        .flat_map(|r| r.tiles.iter().map(|&(t, _)| t))
                        .collect();
                    let mut played: Vec<Tile> = shown
                        .rows
                        .iter()
                        .flat_map(|r| r.tiles.iter().filter(|&&(_, p)| p).map(|&(t, _)| t))
                        .collect();
                    let mut tricks: Vec<Tile> = plays.iter().map(|&(_, t)| t).collect();
                    for v in [&mut all, &mut listed, &mut played, &mut tricks] {
                        v.sort();
                    }
                    assert_eq!(listed, all, "{rules:?} seed {seed} hand {hand}: the deal");
                    assert_eq!(
                        played, tricks,
                        "{rules:?} seed {seed} hand {hand}: what was played"
                    );
                    assert_eq!(
                        shown.rows[0].holder,
                        Holder::Seat(seating.me),
                        "the player first"
                    );
                    hands_seen += 1;
                }
                let past = u32::try_from(truth.len()).unwrap();
                assert_eq!(
                    DealtHands::of(&record, past, seating),
                    None,
                    "no hand past the record"
                );
            }
        }
        assert!(hands_seen > 100, "{hands_seen} hands");
    }

    /// A seat's row is its own deal, highest first, and what it played
    /// is marked in it, not in another seat's row.
    #[test]
    fn a_seats_row_is_what_it_was_dealt_and_what_it_played() {
        let rules = Rules::Texas42(Texas42::straight());
        for seed in 1..=20 {
            let record = random_game(rules, seed);
            let seating = Seating::for_rules(Seat::FIRST, &rules);
            let shown = DealtHands::of(&record, 0, seating).unwrap();
            let (dealt, plays) = hands_replayed(&record).swap_remove(0);
            let order: Vec<Holder> = shown.rows.iter().map(|r| r.holder).collect();
            let clockwise: Vec<Holder> = seating.clockwise_from_me().map(Holder::Seat).collect();
            assert_eq!(order, clockwise, "straight 42 deals no extra tiles");
            for row in &shown.rows {
                let Holder::Seat(seat) = row.holder else {
                    unreachable!()
                };
                let mut tiles: Vec<Tile> = row.tiles.iter().map(|&(t, _)| t).collect();
                let by_rank = |t: &Tile| core::cmp::Reverse((t.hi(), t.lo()));
                assert!(tiles.is_sorted_by_key(by_rank), "highest first: {tiles:?}");
                let mut own: Vec<Tile> = dealt.hand(seat).tiles().collect();
                tiles.sort();
                own.sort();
                assert_eq!(tiles, own, "seed {seed}: seat {seat:?}'s deal");
                let mut marked: Vec<Tile> = row
                    .tiles
                    .iter()
                    .filter(|&&(_, p)| p)
                    .map(|&(t, _)| t)
                    .collect();
                let mut its: Vec<Tile> = plays
                    .iter()
                    .filter(|&&(s, _)| s == seat)
                    .map(|&(_, t)| t)
                    .collect();
                marked.sort();
                its.sort();
                assert_eq!(marked, its, "seed {seed}: seat {seat:?}'s plays");
            }
        }
    }
}
