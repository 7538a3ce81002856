//! The rules page's text, per game: short, in a player's words, and kept
//! to what the engine plays (`RULES.md` is the source; settings say which
//! choice is the default).

use bones_engine::GameKind;

/// One headed part of a game's rules.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct RulesSection {
    /// The heading ("Bidding").
    pub title: &'static str,
    /// Its points, one sentence or two each.
    pub points: &'static [&'static str],
}

const fn section(title: &'static str, points: &'static [&'static str]) -> RulesSection {
    RulesSection { title, points }
}

/// Suits, ranks, following and taking tricks, shared by every game here.
const TRICKS: RulesSection = section(
    "Suits and tricks",
    &[
        "Every number is a suit, and a tile belongs to the suits of both its ends. Once trump is named, a tile showing the trump number is a trump only.",
        "In a suit the double ranks highest, then the other tiles by their other end: 6-6, 6-5, 6-4 … 6-0.",
        "A led trump calls for trumps; any other tile leads the suit of its higher end (a double leads its own number).",
        "You must follow the suit led if you can; if you can't, play any tile, trump or not.",
        "The highest trump wins the trick, or if none was played the highest tile of the suit led. The winner leads the next trick.",
    ],
);

const TEXAS42: &[RulesSection] = &[
    section(
        "The deal",
        &[
            "Four players, partners sitting opposite. A double-six set: 28 tiles, 7 each.",
        ],
    ),
    section(
        "Bidding",
        &[
            "One round, starting left of the dealer: each player bids once or passes, and each bid must beat the last.",
            "Bids are 30 to 41 points, 42 (1 mark) or 84 (2 marks); after a mark bid each higher bid is one mark more. No one may open above 2 marks (Plunge excepted).",
            "If everyone passes, the dealer must bid 30 (a setting throws the hand in instead).",
        ],
    ),
    section(
        "Trump",
        &[
            "The winning bidder names trump: a number 0 to 6, doubles (the seven doubles are the trump suit, 6-6 high), or follow me (no trump). The bidder leads the first trick.",
            "In follow me, doubles are high in their suit by default (settings: low, or a suit of their own).",
        ],
    ),
    TRICKS,
    section(
        "Counts",
        &[
            "5-5 and 6-4 are worth 10; 5-0, 4-1 and 3-2 are worth 5; every trick is worth 1. That makes 42 a hand.",
            "A point bid (30–41) needs at least that many points. A mark bid (42 or more) needs every trick.",
        ],
    ),
    section(
        "Scoring",
        &[
            "Marks game (the default): a made bid scores its marks to the bidders (a point bid is 1 mark); a set gives them to the other side. First to 7 marks wins (a setting also asks for a 2-mark lead).",
            "Points game, to 250: if the bid is made each side scores the points it took; if set, the bidders score 0 and the other side the bid plus its points.",
            "In the marks game a hand ends as soon as it is decided (a setting plays every trick).",
        ],
    ),
    section(
        "House rules (each a setting; all off in Straight 42)",
        &[
            "Nel-O: on a bid of at least 1 mark (setting: any bid) the bidder must lose every trick. Partner sits out, no trump, the bidder leads, and the doubles are a suit of their own (or high or low, chosen when declaring).",
            "Low-No: the dealer, after three passes, may play a Nel-O for 1 mark.",
            "Splash: holding 3 doubles or more, bid 2 marks (setting: 3). Partner names trump and leads; your side must take every trick.",
            "Plunge: holding 4 doubles or more, bid 4 marks (setting: 3) — the one bid that may open above 2 marks, outbid only by 5, 6 … Partner names trump and leads; every trick; the other side is shown the doubles.",
            "Sevens: on a mark bid, no trump and no suits: everyone must play the tile whose pips are closest to 7, the closest wins (the first played on a tie), and the bidder must take every trick.",
            "Sevens as trump: 6-1, 5-2 and 4-3 are the trump suit, in that order.",
            "Doubles high or low in trump hands (high by default).",
        ],
    ),
];

const TEXAS88: &[RulesSection] = &[
    section(
        "The deal",
        &[
            "Six players in two partnerships of three, sitting alternately. Two double-six sets (every tile twice): 9 tiles each, and 2 face down as the kitty.",
        ],
    ),
    section(
        "Bidding",
        &[
            "Bids run 60 to 88 in steps of 2, then 176, 264 and 352 (2, 3 and 4 marks, which need every trick). If everyone passes, as in 42: the dealer must bid, or the hand is thrown in.",
        ],
    ),
    section(
        "The kitty",
        &[
            "The winning bidder looks at the kitty and may swap 0, 1 or 2 tiles with the hand, unseen. A counter in the kitty must be taken into the hand, and only non-counters may go back.",
            "Then the bidder names trump as in 42 and leads.",
        ],
    ),
    TRICKS,
    section(
        "Counts",
        &[
            "Each 5-5 and 6-4 is worth 10; each 5-0, 4-1 and 3-2 is worth 5; each of the 9 tricks is worth 2. That makes 88 a hand.",
            "When the same tile is played twice in a trick, the first one played ranks higher.",
        ],
    ),
    section(
        "Scoring",
        &[
            "Points game to 500 (the default), scored as in 42's points game; or marks: 7 marks and 2 ahead, a 176, 264 or 352 bid scoring 2, 3 or 4 marks.",
            "No Nel-O, Plunge or other house contracts.",
        ],
    ),
];

const BIG_GAME: &[RulesSection] = &[
    section(
        "The deal",
        &[
            "Four players, partners sitting opposite. A double-eight set: 45 tiles, 11 each, and 1 spare face down.",
        ],
    ),
    section(
        "Bidding",
        &[
            "Bids run 42 to 66 (66 takes every trick). Bidding goes round and round: you may bid again on a later turn, and it ends when all but one have passed.",
        ],
    ),
    section(
        "The spare",
        &[
            "The winning bidder looks at the spare. A counter must be taken into the hand; any other tile may be. Whoever takes it puts back a non-counter face down.",
            "Then trump is named as in 42 (a number 0 to 8, doubles, or follow me) and the bidder leads.",
        ],
    ),
    TRICKS,
    section(
        "Low leads",
        &[
            "When 7-3 or 8-2 is led and is not a trump, the leader may say it leads its lower suit (threes or twos); it then ranks in that suit by its other end.",
        ],
    ),
    section(
        "Counts and scoring",
        &[
            "5-0, 4-1 and 3-2 are worth 5; 5-5, 6-4, 7-3 and 8-2 are worth 10; each of the 11 tricks is worth 1. That makes 66 a hand.",
            "Scored in points as in 42's points game; first to 400 wins.",
        ],
    ),
];

const EUCHRE: &[RulesSection] = &[
    section(
        "The deal",
        &[
            "2, 3 or 4 players with a double-six set, 5 tiles each. Four play as two partnerships, three each for themselves, two head to head.",
            "The dealer turns up one tile: its higher end proposes trump.",
        ],
    ),
    section(
        "The trump suit",
        &[
            "Eight tiles: the trump double highest, then the double of the suit below (for blanks, 6-6), then trump-6 down to trump-0. The suit below trump so has no double.",
        ],
    ),
    section(
        "Calling trump",
        &[
            "Round 1, from the dealer's left: each player accepts the turned-up trump or passes. Whoever accepts may go alone (partner sits out; not with 2 players). The dealer then takes the turn-up and discards a tile face down.",
            "Round 2, if all passed: the turn-up is set aside and each in turn may name any other trump (alone if they like) or pass. If all pass again, the next dealer deals.",
        ],
    ),
    section(
        "Play",
        &[
            "The maker leads. A trump leads trumps; another tile leads the suit of its higher end (a setting lets the leader choose either end's suit).",
            "Follow the suit led if you can; the highest trump, or else the highest tile of the suit led, takes the trick.",
        ],
    ),
    section(
        "Scoring (to 5)",
        &[
            "Makers taking 3 or 4 tricks score 1; all 5 tricks score 2; alone and all 5 score 4.",
            "Makers taking fewer than 3 are euchred: the other side scores 2 (with 3 players, each opponent scores 2).",
        ],
    ),
];

/// The rules page's sections for `kind`.
#[must_use]
pub const fn rules_for(kind: GameKind) -> &'static [RulesSection] {
    match kind {
        GameKind::Texas42 => TEXAS42,
        GameKind::Texas88 => TEXAS88,
        GameKind::BigGame => BIG_GAME,
        GameKind::Euchre => EUCHRE,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(kind: GameKind) -> String {
        rules_for(kind)
            .iter()
            .flat_map(|s| std::iter::once(s.title).chain(s.points.iter().copied()))
            .collect::<Vec<_>>()
            .join("\n")
    }

    #[test]
    fn every_game_has_deal_and_scoring() {
        for kind in GameKind::ALL {
            let sections = rules_for(kind);
            assert_eq!(sections[0].title, "The deal", "{kind:?}");
            assert!(
                sections.iter().any(|s| s.title.contains("coring")),
                "{kind:?} explains scoring"
            );
            assert!(sections.iter().all(|s| !s.points.is_empty()), "{kind:?}");
        }
    }

    #[test]
    fn hand_totals_match_the_games() {
        assert!(text(GameKind::Texas42).contains("42 a hand"));
        assert!(text(GameKind::Texas88).contains("88 a hand"));
        assert!(text(GameKind::BigGame).contains("66 a hand"));
        // Euchre scores tricks, not counters.
        assert!(!text(GameKind::Euchre).contains("worth 10"));
    }

    #[test]
    fn texas_42_lists_every_house_contract() {
        let t = text(GameKind::Texas42);
        for name in [
            "Nel-O",
            "Low-No",
            "Splash",
            "Plunge",
            "Sevens:",
            "Sevens as trump",
        ] {
            assert!(t.contains(name), "{name} missing");
        }
    }

    #[test]
    fn targets_are_each_games() {
        assert!(text(GameKind::Texas42).contains("First to 7 marks"));
        assert!(text(GameKind::Texas88).contains("500"));
        assert!(text(GameKind::BigGame).contains("400"));
        assert!(text(GameKind::Euchre).contains("to 5"));
    }
}
