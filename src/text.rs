//! Words for what happens at the table: labels for buttons, the log and
//! the status line. Presentation only; what is legal and what things are
//! worth always comes from the engine.

use bones_engine::{Action, Bid, Declaration, DoublesMode, Pip, Scoring, Trump};

/// "Sixes", "Blanks".
#[must_use]
pub fn suit_title(p: Pip) -> String {
    capitalize(p.suit_name())
}

fn capitalize(s: &str) -> String {
    let mut chars = s.chars();
    match chars.next() {
        Some(c) => c.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// A bid as players say it: "31", "1 mark", "Splash (2 marks)".
#[must_use]
pub fn bid(bid: Bid) -> String {
    bid.to_string()
}

/// Where doubles go, as an option label.
#[must_use]
pub const fn doubles_mode(mode: DoublesMode) -> &'static str {
    match mode {
        DoublesMode::High => "doubles high",
        DoublesMode::Low => "doubles low",
        DoublesMode::OwnSuit => "doubles a suit",
    }
}

/// A declaration as a short title: "Fives", "Doubles", "Follow me",
/// "Nel-O (doubles low)", "Sevens (closest to 7)".
#[must_use]
pub fn declaration(d: Declaration) -> String {
    match d {
        Declaration::Trump(Trump::Suit(p)) => suit_title(p),
        Declaration::Trump(Trump::Doubles) => "Doubles".into(),
        Declaration::Trump(Trump::FollowMe) => "Follow me".into(),
        Declaration::Trump(Trump::SevenTiles) => "Sevens trump".into(),
        Declaration::Nello(mode) => format!("Nel-O ({})", doubles_mode(mode)),
        // Said in full: "Sevens" alone read like "Sevens trump", a trump.
        Declaration::Sevens => "Sevens (closest to 7)".into(),
    }
}

/// A declaration in a sentence: "fives are trump", "follow me (no trump)".
#[must_use]
pub fn declaration_sentence(d: Declaration) -> String {
    d.describe()
}

/// An action as a button or log label.
#[must_use]
pub fn action(a: Action) -> String {
    match a {
        Action::Pass => "Pass".into(),
        Action::Bid(b) => bid(b),
        Action::Declare(d) => declaration(d),
        Action::Play(t) | Action::Discard(t) => t.to_string(),
        // A lead of its lower suit, as the lead choice offers it.
        Action::PlayLow(t) => format!("{t} as {}", t.lo().suit_name()),
        Action::Order { alone } => if alone { "Order up alone" } else { "Order up" }.into(),
        Action::Call { trump, alone } => format!(
            "Call {}{}",
            suit_title(trump).to_lowercase(),
            if alone { " alone" } else { "" }
        ),
    }
}

/// The player's turn an undo took back, after "your": "6-4", "pass",
/// "bid of 31", "call of Fives", "order up", "4 tiles put down" (`tiles`
/// counts a run of discards, which is one turn).
#[must_use]
pub fn taken_back(a: Action, tiles: usize) -> String {
    match a {
        Action::Pass => "pass".into(),
        Action::Bid(b) => format!("bid of {}", bid(b)),
        Action::Declare(d) => format!("call of {}", declaration(d)),
        Action::Play(_) | Action::PlayLow(_) => action(a),
        Action::Discard(t) if tiles <= 1 => format!("{t} put down"),
        Action::Discard(_) => format!("{tiles} tiles put down"),
        Action::Order { .. } => action(a).to_lowercase(),
        Action::Call { trump, alone } => format!(
            "call of {}{}",
            suit_title(trump),
            if alone { " alone" } else { "" }
        ),
    }
}

/// An auction action as a log sentence after the seat's name, with the
/// verb in the form `plural` (for "You") or not: "passes", "bids 31",
/// "orders up alone", "calls fives".
#[must_use]
pub fn auction_sentence(a: Action, plural: bool) -> String {
    let verb = |plain: &str, third: &str| if plural { plain } else { third }.to_owned();
    match a {
        Action::Pass => verb("pass", "passes"),
        Action::Order { alone } => {
            format!(
                "{}{}",
                verb("order up", "orders up"),
                if alone { " alone" } else { "" }
            )
        }
        Action::Call { trump, alone } => format!(
            "{} {}{}",
            verb("call", "calls"),
            trump.suit_name(),
            if alone { " alone" } else { "" }
        ),
        other => format!("{} {}", verb("bid", "bids"), action(other)),
    }
}

/// A bubble over a seat for its latest auction action: "Pass", "31",
/// "Order up", "Fives".
#[must_use]
pub fn bubble(a: Action) -> String {
    match a {
        Action::Order { alone: true } => "Alone!".into(),
        Action::Call { trump, alone } => {
            format!("{}{}", suit_title(trump), if alone { " alone" } else { "" })
        }
        other => action(other),
    }
}

/// `value` rounded to `decimals` places (0 to 3), with its sign when
/// `signed`: "3.2", "+0.80", "-12"; never a minus zero.
#[must_use]
pub fn fixed(value: f32, decimals: u32, signed: bool) -> String {
    let scale = 10i64.pow(decimals.min(3));
    // Values are small (chances, hand scores): the cast cannot overflow.
    #[allow(clippy::cast_possible_truncation)]
    let n = (f64::from(value) * scale as f64).round() as i64;
    let sign = match (n < 0, signed) {
        (true, _) => "-",
        (false, true) => "+",
        (false, false) => "",
    };
    let (whole, frac) = (n.abs() / scale, n.abs() % scale);
    if decimals == 0 {
        format!("{sign}{whole}")
    } else {
        let width = decimals.min(3) as usize;
        format!("{sign}{whole}.{frac:0width$}")
    }
}

/// "1 mark", "3 marks".
#[must_use]
pub fn marks(n: u16) -> String {
    counted(n.into(), "mark")
}

/// "1 point", "11 points".
#[must_use]
pub fn points(n: u16) -> String {
    counted(n.into(), "point")
}

/// "1 hand", "9 hands": how many a game was dealt.
#[must_use]
pub fn hands(n: u32) -> String {
    counted(n, "hand")
}

/// A game's score in its own unit: "7 marks", or "250 points".
#[must_use]
pub fn score(scoring: Scoring, n: u16) -> String {
    match scoring {
        Scoring::Marks => marks(n),
        Scoring::Points => points(n),
    }
}

/// Who took a trick, in the log and the review: "→ Ben +11", or "→ Ben"
/// where the hand is counted in tricks (Euchre, Nel-O, Sevens: see
/// [`crate::store::counted_in_tricks`]), whose points say nothing.
#[must_use]
pub fn taker(name: &str, points: u8, in_tricks: bool) -> String {
    if in_tricks {
        format!("→ {name}")
    } else {
        format!("→ {name} +{points}")
    }
}

/// `n` of `unit`, the unit plural but for one: "1 trick", "12 pts".
#[must_use]
pub fn counted(n: u32, unit: &str) -> String {
    if n == 1 {
        format!("1 {unit}")
    } else {
        format!("{n} {unit}s")
    }
}

/// Said once a page when the browser refuses the autosave (private modes,
/// a full disk): the game goes on, but a reload will not bring it back.
pub const UNKEPT: &str = "This browser is not keeping Bones' saves: a reload will start afresh.";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_trick_taken_shows_its_points_unless_the_hand_counts_tricks() {
        assert_eq!(taker("Ben", 11, false), "→ Ben +11");
        assert_eq!(taker("Ada", 25, true), "→ Ada");
    }

    #[test]
    fn a_turn_taken_back_reads_after_your() {
        let a = |s: &str| taken_back(s.parse().unwrap(), 1);
        assert_eq!(a("pass"), "pass");
        assert_eq!(a("bid 31"), "bid of 31");
        assert_eq!(a("6-4"), "6-4");
        assert_eq!(a("trump 5"), "call of Fives");
        assert_eq!(a("call 4 alone"), "call of Fours alone");
        assert_eq!(a("discard 5-5"), "5-5 put down");
        assert_eq!(
            taken_back("discard 5-5".parse().unwrap(), 4),
            "4 tiles put down"
        );
        assert_eq!(a("order alone"), "order up alone");
    }

    #[test]
    fn labels_read_as_players_say_them() {
        let a = |s: &str| action(s.parse().unwrap());
        assert_eq!(a("pass"), "Pass");
        assert_eq!(a("bid 31"), "31");
        assert_eq!(a("bid 1m"), "1 mark");
        assert_eq!(a("bid 2m"), "2 marks");
        assert_eq!(a("trump 5"), "Fives");
        assert_eq!(a("trump 0"), "Blanks");
        assert_eq!(a("trump follow-me"), "Follow me");
        assert_eq!(a("nello low"), "Nel-O (doubles low)");
        assert_eq!(a("6-4"), "6-4");
        assert_eq!(a("7-3 low"), "7-3 as treys");
        assert_eq!(marks(1), "1 mark");
        let sentence = |s: &str, plural| auction_sentence(s.parse().unwrap(), plural);
        assert_eq!(sentence("order alone", false), "orders up alone");
        assert_eq!(sentence("call 4", true), "call fours");
        assert_eq!(sentence("bid 2m", false), "bids 2 marks");
        assert_eq!(sentence("pass", true), "pass");
        assert_eq!(bubble("call 5 alone".parse().unwrap()), "Fives alone");
        assert_eq!(marks(7), "7 marks");
        assert_eq!(points(1), "1 point");
        assert_eq!(points(11), "11 points");
        assert_eq!(fixed(0.0413, 3, false), "0.041");
        assert_eq!(fixed(-0.04, 1, true), "+0.0", "no minus zero");
    }
}
