//! The log of bids and tricks, newest at the bottom.

use bones_engine::{Action, GameKind, HandResult, Rules, Scoring, Seat, Team, Tile};
use yew::prelude::*;
use yew::virtual_dom::VList;

use crate::seating::Seating;
use crate::store::{counted_in_tricks, taken, LogEntry};
use crate::text;
use crate::tile_names::{tile_name, Counting};

/// Props of [`GameLog`].
#[derive(Properties, PartialEq)]
pub struct GameLogProps {
    /// The entries, oldest first.
    pub entries: Vec<LogEntry>,
    /// Who sits where (for names).
    pub seating: Seating,
    /// The game's rules (how hand results read).
    pub rules: Rules,
}

fn seats_csv(seats: impl Iterator<Item = Seat>) -> String {
    seats
        .map(|s| s.get().to_string())
        .collect::<Vec<_>>()
        .join(",")
}

/// Whether `entry` is a Euchre maker's line ("Ada makes deuces trump")
/// straight after the call that named its trump ("Ada calls deuces"): it
/// says nothing more. After an order-up it names the suit, and stays.
pub(super) fn repeats_the_call(previous: Option<&LogEntry>, entry: &LogEntry) -> bool {
    matches!(
        (previous, entry),
        (Some(LogEntry::Auction { seat, action: Action::Call { .. } }), LogEntry::Won { contract })
            if *seat == contract.bidder
    )
}

/// What the log says when everyone has passed Euchre's turn-up.
const TURN_UP_SET_ASIDE: &str =
    "All passed: the turn-up is set aside, and any other suit may be called";
/// What the log says when everyone has passed a hand with no forced bid.
const THROWN_IN: &str = "Everyone passed: the hand is thrown in";

/// "Hand 2 · Cleo deals": a deal's line, before any turn-up.
fn deal_words(hand: u32, dealer: Seat, s: Seating) -> String {
    format!(
        "Hand {} · {} {}",
        hand + 1,
        s.name(dealer),
        s.verb(dealer, "deal", "deals")
    )
}

/// " and turns up ": between a deal's line and its turn-up.
fn turn_up_words(dealer: Seat, s: Seating) -> String {
    format!(" and {} up ", s.verb(dealer, "turn", "turns"))
}

/// A seat's act in the auction or around it, as who did it and the words
/// after the name (`Ada`, " bids 30"): the log's line shows the name in
/// bold, the announcer says both.
fn seat_words(entry: &LogEntry, s: Seating, kind: GameKind) -> Option<(Seat, String)> {
    Some(match entry {
        LogEntry::Auction { seat, action } => (
            *seat,
            format!(" {}", text::auction_sentence(*action, *seat == s.me)),
        ),
        LogEntry::PickedUp { seat, tiles } => {
            let what = match (kind, tiles) {
                (GameKind::Euchre, _) => "the turn-up",
                (_, 1) => "the spare",
                _ => "the kitty",
            };
            (*seat, format!(" {} {what}", s.verb(*seat, "take", "takes")))
        }
        LogEntry::Discarded { seat, tiles } => (
            *seat,
            format!(
                " {} {} face down",
                s.verb(*seat, "put", "puts"),
                if *tiles == 1 {
                    "a tile".to_owned()
                } else {
                    format!("{tiles} tiles")
                }
            ),
        ),
        LogEntry::Won { contract } if kind == GameKind::Euchre => (
            contract.bidder,
            format!(
                " {}{}",
                s.verb(contract.bidder, "make", "makes"),
                contract
                    .declaration
                    .map(|d| format!(" {}", d.describe()))
                    .unwrap_or_default()
            ),
        ),
        LogEntry::Won { contract } => (
            contract.bidder,
            format!(
                " {} the bid at {}",
                s.verb(contract.bidder, "win", "wins"),
                text::bid(contract.bid)
            ),
        ),
        LogEntry::Declared { seat, declaration } => (
            *seat,
            format!(": {}", text::declaration_sentence(*declaration)),
        ),
        LogEntry::LaidDown { seat } => (
            *seat,
            format!(" {} the hand down", s.verb(*seat, "lay", "lays")),
        ),
        _ => return None,
    })
}

/// The words a screen reader is told as `entry` happens (the
/// announcer's): the deal and the auction. A trick's plays are told by the
/// trick itself, and a hand's and the game's end by their dialogs.
pub fn spoken(entry: &LogEntry, s: Seating, rules: &Rules) -> Option<String> {
    let kind = rules.kind();
    match entry {
        LogEntry::Deal {
            hand,
            dealer,
            turn_up,
        } => Some(match turn_up {
            Some(tile) => format!(
                "{}{}{}",
                deal_words(*hand, *dealer, s),
                turn_up_words(*dealer, s),
                tile_name(*tile, Counting::of(kind))
            ),
            None => deal_words(*hand, *dealer, s),
        }),
        LogEntry::TurnUpSetAside => Some(TURN_UP_SET_ASIDE.to_owned()),
        LogEntry::ThrownIn => Some(THROWN_IN.to_owned()),
        // Its notice says it, as an alert.
        LogEntry::LaidDown { .. } => None,
        _ => seat_words(entry, s, kind).map(|(seat, words)| format!("{}{words}", s.name(seat))),
    }
}

/// A tile as "6-4" on the screen and as words to a screen reader ("six-four,
/// ten count"), not "six minus four".
pub fn tile_code(tile: Tile, counting: Counting) -> Html {
    html! {
        <>
            <code class="tile-code" aria-hidden="true">{ tile.to_string() }</code>
            <span class="sr-only">{ tile_name(tile, counting) }</span>
        </>
    }
}

/// A hand's end: who bid and how it went, what each side took and
/// scored ("We made it · points 34–8 · Us +1 mark"), from the player's
/// side first.
fn hand_over_words(r: &HandResult, s: Seating, rules: &Rules) -> String {
    let kind = rules.kind();
    let unit = match rules.scoring() {
        Scoring::Marks => "mark",
        Scoring::Points => "pt",
    };
    let teams: Vec<Team> = s.teams_from_mine().collect();
    let scored: Vec<String> = teams
        .iter()
        .filter_map(|&team| {
            let n = r.score[team.index()];
            (n > 0).then(|| {
                format!(
                    "{} +{n} {unit}{}",
                    s.team_name(team),
                    if n == 1 { "" } else { "s" }
                )
            })
        })
        .collect();
    let who = if s.each_alone() {
        s.name(r.contract.bidder)
    } else if s.team_of(r.contract.bidder) == s.my_team() {
        "We"
    } else {
        "They"
    };
    let euchre = kind == GameKind::Euchre;
    let verb = match (r.made, euchre, s.each_alone() && r.contract.bidder != s.me) {
        (true, _, true) => "makes it",
        (true, _, false) => "made it",
        (false, true, true) => "is euchred",
        (false, true, false) => "were euchred",
        (false, false, _) => "were set",
    };
    let took = taken(kind, r);
    let taken: Vec<String> = teams.iter().map(|t| took[t.index()].to_string()).collect();
    format!(
        "{who} {verb} · {} {} · {}",
        if counted_in_tricks(kind, r.contract.declaration) {
            "tricks"
        } else {
            "points"
        },
        taken.join("–"),
        scored.join(", ")
    )
}

/// The game's end, told as the player's win or loss.
fn game_over_words(winner: Team, s: Seating) -> String {
    match (winner == s.my_team(), s.each_alone()) {
        (true, true) => "You win the game".to_owned(),
        (true, false) => "We win the game".to_owned(),
        (false, true) => format!("{} wins the game", s.team_name(winner)),
        (false, false) => "They win the game".to_owned(),
    }
}

/// One line of the log, for `entry` (`in_tricks`: whether its hand is
/// counted in tricks, so that its trick lines leave the points out, known
/// once trump is named).
fn entry_line(entry: &LogEntry, in_tricks: bool, s: Seating, rules: &Rules) -> Html {
    let name = |seat: Seat| s.name(seat);
    let kind = rules.kind();
    let tile_html = |tile: Tile| tile_code(tile, Counting::of(kind));
    // A seat's act: its name in bold, then what it did.
    let named = |entry: &LogEntry| -> Html {
        seat_words(entry, s, kind).map_or_else(Html::default, |(seat, words)| {
            html! { <><b>{ name(seat) }</b>{ words }</> }
        })
    };
    match entry {
        LogEntry::Deal {
            hand,
            dealer,
            turn_up,
        } => html! {
            <li class="log-deal" data-kind="deal" data-hand={hand.to_string()}>
                { deal_words(*hand, *dealer, s) }
                if let Some(tile) = turn_up {
                    { turn_up_words(*dealer, s) }
                    { tile_html(*tile) }
                }
            </li>
        },
        LogEntry::TurnUpSetAside => html! {
            <li class="log-note" data-kind="turn-up-set-aside">{ TURN_UP_SET_ASIDE }</li>
        },
        LogEntry::Auction { seat, .. } => html! {
            <li class="log-bid" data-kind="bid" data-seat={seat.get().to_string()}>{ named(entry) }</li>
        },
        LogEntry::ThrownIn => html! {
            <li class="log-note" data-kind="thrown-in">{ THROWN_IN }</li>
        },
        LogEntry::PickedUp { seat, .. } => html! {
            <li class="log-note" data-kind="picked-up" data-seat={seat.get().to_string()}>{ named(entry) }</li>
        },
        LogEntry::Discarded { seat, .. } => html! {
            <li class="log-note" data-kind="discarded" data-seat={seat.get().to_string()}>{ named(entry) }</li>
        },
        LogEntry::Won { .. } => html! {
            <li class="log-note" data-kind="won">{ named(entry) }</li>
        },
        LogEntry::Declared { .. } => html! {
            <li class="log-note" data-kind="declared">{ named(entry) }</li>
        },
        LogEntry::LaidDown { seat } => html! {
            <li class="log-note" data-kind="laid-down" data-seat={seat.get().to_string()}>{ named(entry) }</li>
        },
        LogEntry::Trick(t) => html! {
            <li class="log-trick" data-kind="trick" data-number={t.number.to_string()}
                data-leader={t.leader().map(|l| l.get().to_string())}
                data-seats={seats_csv(t.plays.iter().map(|p| p.0))}
                data-tiles={t.plays.iter().map(|p| p.1.to_string()).collect::<Vec<_>>().join(",")}
                data-winner={t.winner.get().to_string()} data-points={t.points.to_string()}
                data-led={t.led.name()}>
                <span class="log-trick-no">{ t.number }</span>
                { for t.plays.iter().enumerate().map(|(k, (seat, tile))| {
                    // A lead in its lower suit (the Big Game's 7-3, 8-2;
                    // Euchre when the leader names the suit) says so.
                    let low = k == 0 && !tile.is_double()
                        && t.led == bones_engine::Suit::Number(tile.lo());
                    html! {
                        <span class={classes!("log-play", (*seat == t.winner).then_some("won"))}>
                            { format!("{} ", name(*seat)) }
                            { tile_html(*tile) }
                            if low { <small class="log-low">{ format!(" as {}", t.led.name()) }</small> }
                        </span>
                    }
                }) }
                <span class="log-taker">{ text::taker(name(t.winner), t.points, in_tricks) }</span>
            </li>
        },
        LogEntry::HandOver(r) => html! {
            <li class="log-hand" data-kind="hand-over" data-made={r.made.to_string()}
                data-team0-points={r.points[0].to_string()} data-team1-points={r.points[1].to_string()}>
                { hand_over_words(r, s, rules) }
            </li>
        },
        LogEntry::GameOver { winner } => html! {
            <li class="log-hand" data-kind="game-over">{ game_over_words(*winner, s) }</li>
        },
    }
}

/// The game log.
#[component]
pub fn GameLog(props: &GameLogProps) -> Html {
    let list = use_node_ref();
    {
        // Keep the newest entry in sight.
        let list = list.clone();
        use_effect_with(props.entries.len(), move |_| {
            if let Some(el) = list.cast::<web_sys::Element>() {
                el.set_scroll_top(el.scroll_height());
            }
        });
    }
    // Scrolled, the list's top line is cut off under the heading; the
    // attribute lets the style fade it (styles/main.css). Set on the
    // element itself: a render for it would redraw the whole log.
    let onscroll = Callback::from(|e: Event| {
        if let Some(el) = e.target_dyn_into::<web_sys::Element>() {
            let _ = if el.scroll_top() > 0 {
                el.set_attribute("data-scrolled", "")
            } else {
                el.remove_attribute("data-scrolled")
            };
        }
    });
    let s = props.seating;
    let kind = props.rules.kind();
    html! {
        <section class="game-log" aria-label="Game log">
            <h2 class="side-title">{ "Log" }</h2>
            // In Tab's order: a long game's log scrolls, and nothing in it
            // could take focus to scroll it from the keyboard.
            <ol class="log-list" ref={list} tabindex="0" aria-label="Log entries" {onscroll}>
                { for props.entries.iter().enumerate().scan((None, None), |(declaration, previous), (i, entry)| {
                    match entry {
                        LogEntry::Deal { .. } => *declaration = None,
                        LogEntry::Declared { declaration: d, .. } => *declaration = Some(*d),
                        _ => {}
                    }
                    let said = repeats_the_call(*previous, entry);
                    *previous = Some(entry);
                    let shown = (!said).then(|| entry_line(entry, counted_in_tricks(kind, *declaration), s, &props.rules));
                    // Keyed by place: unkeyed, Yew matched the lines from
                    // the end, so each new line rewrote every line above
                    // it with its neighbour's (a hand's 22 lines: 838
                    // changes of text, 887 of attributes, 106 nodes made
                    // again).
                    Some(Html::from(VList::with_children(shown.into_iter().collect(), Some(i.into()))))
                }) }
            </ol>
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::{game_over_words, hand_over_words, repeats_the_call, seat_words, spoken};
    use crate::seating::Seating;
    use crate::store::LogEntry;
    use bones_engine::{
        Bid, Contract, Declaration, Euchre, GameKind, HandResult, Pip, Rules, Scoring, Seat, Team,
        Texas42, Trump,
    };

    /// A table's figures for two sides, the others' none.
    fn two_sides<T: Copy + Default>(two: [T; 2]) -> [T; Team::MAX] {
        let mut all = [T::default(); Team::MAX];
        all[..2].copy_from_slice(&two);
        all
    }

    /// A finished hand: `bidder`'s contract of `bid` on `declaration`,
    /// each side's points, tricks and score.
    fn ended(
        bidder: u8,
        bid: Bid,
        declaration: Declaration,
        made: bool,
        points: [u16; 2],
        tricks: [u8; 2],
        score: [u16; 2],
    ) -> HandResult {
        let bidder = Seat::new(bidder).unwrap();
        HandResult {
            hand: 0,
            contract: Contract {
                bidder,
                bid,
                declarer: bidder,
                declaration: Some(declaration),
            },
            made,
            points: two_sides(points),
            tricks: two_sides(tricks),
            score: two_sides(score),
            tricks_played: 7,
        }
    }

    #[test]
    fn a_hands_end_says_who_bid_how_it_went_what_each_side_took_and_scored_ours_first() {
        let sixes = Declaration::Trump(Trump::Suit(Pip::ALL[6]));
        let straight = Rules::Texas42(Texas42::straight());
        // The player (seat 0) sits with seat 2; its side is told first.
        let me = Seating::four(Seat::FIRST);
        let made = ended(2, Bid::Points(30), sixes, true, [34, 8], [5, 2], [1, 0]);
        assert_eq!(
            hand_over_words(&made, me, &straight),
            "We made it · points 34–8 · Us +1 mark"
        );
        // Seated in seat 1, the same hand is the other side's.
        let across = Seating::four(Seat::new(1).unwrap());
        assert_eq!(
            hand_over_words(&made, across, &straight),
            "They made it · points 8–34 · Them +1 mark"
        );
        let set = ended(1, Bid::Marks(2), sixes, false, [20, 22], [3, 4], [2, 0]);
        assert_eq!(
            hand_over_words(&set, me, &straight),
            "They were set · points 20–22 · Us +2 marks"
        );
        // In points, both sides score what they took.
        let mut points = Texas42::straight();
        points.scoring = Scoring::Points;
        assert_eq!(
            hand_over_words(&made, me, &Rules::Texas42(points)),
            "We made it · points 34–8 · Us +1 pt"
        );
        let both = ended(0, Bid::Points(30), sixes, true, [30, 12], [4, 3], [30, 12]);
        assert_eq!(
            hand_over_words(&both, me, &Rules::Texas42(points)),
            "We made it · points 30–12 · Us +30 pts, Them +12 pts"
        );
        // Sevens is counted in tricks.
        let sevens = ended(
            0,
            Bid::Marks(1),
            Declaration::Sevens,
            true,
            [42, 0],
            [7, 0],
            [1, 0],
        );
        assert_eq!(
            hand_over_words(&sevens, me, &Rules::Texas42(Texas42::house())),
            "We made it · tricks 7–0 · Us +1 mark"
        );
    }

    #[test]
    fn a_euchre_hand_lost_is_euchred_and_at_a_table_of_three_each_player_is_named() {
        let hearts = Declaration::Trump(Trump::Suit(Pip::ALL[3]));
        let euchre = |players| {
            Rules::Euchre(Euchre {
                players,
                ..Euchre::default()
            })
        };
        let four = euchre(4);
        let me = Seating::for_rules(Seat::FIRST, &four);
        let lost = ended(
            1,
            Bid::Make { alone: false },
            hearts,
            false,
            [0, 0],
            [3, 2],
            [2, 0],
        );
        assert_eq!(
            hand_over_words(&lost, me, &four),
            "They were euchred · tricks 3–2 · Us +2 pts"
        );
        let three = euchre(3);
        let alone = Seating::for_rules(Seat::FIRST, &three);
        let mut ada = ended(
            1,
            Bid::Make { alone: false },
            hearts,
            false,
            [0, 0],
            [2, 1],
            [0, 0],
        );
        ada.tricks[2] = 2;
        ada.score[0] = 1;
        ada.score[2] = 1;
        assert_eq!(
            hand_over_words(&ada, alone, &three),
            "Ada is euchred · tricks 2–1–2 · You +1 pt, Ben +1 pt"
        );
        let mut mine = ada;
        mine.contract.bidder = Seat::FIRST;
        mine.made = true;
        assert!(hand_over_words(&mine, alone, &three).starts_with("You made it · "));
        mine.contract.bidder = Seat::new(2).unwrap();
        assert!(hand_over_words(&mine, alone, &three).starts_with("Ben makes it · "));
    }

    #[test]
    fn the_games_end_is_told_as_the_players_win_or_loss() {
        let team = |k| Team::new(k).unwrap();
        let four = Seating::four(Seat::FIRST);
        assert_eq!(game_over_words(team(0), four), "We win the game");
        assert_eq!(game_over_words(team(1), four), "They win the game");
        let three = Rules::Euchre(Euchre {
            players: 3,
            ..Euchre::default()
        });
        let alone = Seating::for_rules(Seat::FIRST, &three);
        assert_eq!(game_over_words(team(0), alone), "You win the game");
        assert_eq!(game_over_words(team(2), alone), "Ben wins the game");
    }

    #[test]
    fn a_hand_laid_down_is_logged_but_told_by_its_notice_alone() {
        let s = Seating::four(Seat::FIRST);
        let ada = Seat::new(1).unwrap();
        let words = |seat| seat_words(&LogEntry::LaidDown { seat }, s, GameKind::Texas42);
        assert_eq!(words(ada), Some((ada, " lays the hand down".to_owned())));
        assert_eq!(
            words(Seat::FIRST),
            Some((Seat::FIRST, " lay the hand down".to_owned()))
        );
        let entry = LogEntry::LaidDown { seat: ada };
        assert_eq!(spoken(&entry, s, &Rules::default()), None);
    }

    #[test]
    fn a_euchre_makers_line_is_left_out_only_after_the_call_that_named_its_trump() {
        let ada = Seat::new(1).unwrap();
        let ben = Seat::new(2).unwrap();
        let bid = |seat: Seat, action: &str| LogEntry::Auction {
            seat,
            action: action.parse().unwrap(),
        };
        let won = LogEntry::Won {
            contract: Contract {
                bidder: ada,
                bid: Bid::Make { alone: false },
                declarer: ada,
                declaration: Some(Declaration::Trump(Trump::Suit(Pip::ALL[2]))),
            },
        };
        assert!(repeats_the_call(Some(&bid(ada, "call 2")), &won));
        assert!(repeats_the_call(Some(&bid(ada, "call 2 alone")), &won));
        // An order-up does not name the suit: the maker's line does.
        assert!(!repeats_the_call(Some(&bid(ada, "order")), &won));
        assert!(!repeats_the_call(Some(&bid(ben, "call 2")), &won));
        assert!(!repeats_the_call(None, &won));
        assert!(!repeats_the_call(Some(&won), &bid(ada, "call 2")));
    }
}
