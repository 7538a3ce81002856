//! The state summary `replay` prints: where a game stands after its
//! actions, in a form scripts can read (JSON) and people can check by eye.

use bones_engine::{
    Action, Bid, Contract, Game, GameKind, HandResult, Phase, Rules, Seat, SettingsSpec, Team,
};
use serde::Serialize;

/// Where a replayed game stands.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Summary {
    /// Which game.
    pub game: GameKind,
    /// Every setting, spelled out (defaults included).
    pub settings: SettingsSpec,
    /// Actions replayed.
    pub actions: usize,
    /// The current hand's number (0-based; thrown-in hands count).
    pub hand: u32,
    /// The current hand's dealer.
    pub dealer: Seat,
    /// The stage of the current hand (`game-over` once someone has won).
    pub phase: Phase,
    /// The seat to act; `null` once the game is over.
    pub turn: Option<Seat>,
    /// What that seat may do, in record notation.
    pub legal_actions: Vec<Action>,
    /// The current hand's contract, once the auction is won.
    pub contract: Option<ContractSummary>,
    /// Points each side has taken this hand (88: kitty counters included);
    /// `null` in Domino Euchre, which counts tricks only.
    pub points: Option<Vec<u16>>,
    /// Tricks each side has taken this hand.
    pub tricks: Vec<u8>,
    /// Tricks complete this hand.
    pub tricks_played: u8,
    /// Every hand scored so far, in order.
    pub hands: Vec<HandSummary>,
    /// Game score of each side (marks or points).
    pub scores: Vec<u16>,
    /// The side that won, once the game is over.
    pub winner: Option<Team>,
}

/// A contract: who bid what, and what was named.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ContractSummary {
    /// The winning bidder (Euchre: the maker).
    pub bidder: Seat,
    /// The bidder's side.
    pub side: Team,
    /// The bid, in words ("30", "2 marks", "Splash (2 marks)", "make alone").
    pub bid: String,
    /// Who names trump and leads (the partner after Splash or Plunge).
    pub declarer: Seat,
    /// What was named, in record notation (`trump 5`, `nello own-suit`);
    /// `null` until named.
    pub declaration: Option<String>,
    /// The same in words ("fives trump").
    pub description: Option<String>,
}

/// How one hand ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct HandSummary {
    /// Hand number.
    pub hand: u32,
    /// The contract played.
    pub contract: ContractSummary,
    /// Whether the bidding side made it.
    pub made: bool,
    /// Who made it or was set, in words.
    pub outcome: String,
    /// Points each side took; `null` in Domino Euchre.
    pub points: Option<Vec<u16>>,
    /// Tricks each side took.
    pub tricks: Vec<u8>,
    /// Tricks played before the hand ended (fewer than all when the
    /// outcome was decided early).
    pub tricks_played: u8,
    /// What each side scored for this hand.
    pub hand_score: Vec<u16>,
    /// Each side's game score after this hand.
    pub game_score: Vec<u16>,
}

impl ContractSummary {
    /// The summary of `contract` under `rules`.
    #[must_use]
    pub fn of(contract: &Contract, rules: &Rules) -> ContractSummary {
        ContractSummary {
            bidder: contract.bidder,
            side: contract.bidder.team(rules.teams()),
            bid: contract.bid.to_string(),
            declarer: contract.declarer,
            declaration: contract.declaration.map(|d| Action::Declare(d).to_string()),
            description: contract.declaration.map(|d| d.describe()),
        }
    }
}

impl HandSummary {
    /// The summary of a hand that ended with `result`, leaving the game
    /// scores at `game_score`.
    #[must_use]
    pub fn of(result: &HandResult, rules: &Rules, game_score: [u16; Team::MAX]) -> HandSummary {
        let teams = usize::from(rules.teams());
        let contract = ContractSummary::of(&result.contract, rules);
        HandSummary {
            hand: result.hand,
            outcome: outcome(result, &contract),
            contract,
            made: result.made,
            points: counts_points(rules).then(|| result.points[..teams].to_vec()),
            tricks: result.tricks[..teams].to_vec(),
            tricks_played: result.tricks_played,
            hand_score: result.score[..teams].to_vec(),
            game_score: game_score[..teams].to_vec(),
        }
    }
}

/// Whether the game scores points taken in tricks (Domino Euchre counts
/// tricks; the engine's point tally is meaningless there).
fn counts_points(rules: &Rules) -> bool {
    rules.kind() != GameKind::Euchre
}

/// "seat 0 (team 0) made 30", "seat 1 (team 1) was euchred with 2 tricks".
fn outcome(result: &HandResult, contract: &ContractSummary) -> String {
    let who = format!("{} ({})", contract.bidder, contract.side);
    let tricks = result.tricks[contract.side.index()];
    let tricks = format!("{tricks} trick{}", if tricks == 1 { "" } else { "s" });
    match (result.contract.bid, result.made) {
        (Bid::Make { alone: true }, true) => format!("{who} made it alone with {tricks}"),
        (Bid::Make { alone: false }, true) => format!("{who} made it with {tricks}"),
        (Bid::Make { .. }, false) => format!("{who} was euchred with {tricks}"),
        (bid, true) => format!("{who} made {bid}"),
        (bid, false) => format!("{who} was set on {bid}"),
    }
}

impl Summary {
    /// The summary of `game` after `actions` actions, `hands` being every
    /// hand scored on the way.
    #[must_use]
    pub fn of(game: &Game, actions: usize, hands: Vec<HandSummary>) -> Summary {
        let rules = game.rules();
        let teams = usize::from(rules.teams());
        let play = game.play_state();
        Summary {
            game: rules.kind(),
            settings: SettingsSpec::of(rules),
            actions,
            hand: game.hand_number(),
            dealer: game.dealer(),
            phase: game.phase(),
            turn: game.turn(),
            legal_actions: game.legal_actions().to_vec(),
            contract: game.contract().map(|c| ContractSummary::of(&c, rules)),
            points: counts_points(rules).then(|| play.all_points()[..teams].to_vec()),
            tricks: play.all_tricks()[..teams].to_vec(),
            tricks_played: play.tricks_played(),
            hands,
            scores: game.scores()[..teams].to_vec(),
            winner: game.winner(),
        }
    }
}
