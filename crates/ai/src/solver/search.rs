//! The alpha-beta search itself: fail-soft, over single tile plays, with
//! the transposition table at trick starts, equivalent-tile pruning, move
//! ordering, bounds cut-offs and an optional depth limit (in tricks) with a
//! static evaluation at the cut.
//!
//! Values are what the bidding side still wins from the node on (points,
//! tricks or tricks lost), so a trick's points are added on the way back up
//! and the window is shifted on the way down.

use super::query::Objective;
use super::tables::{Bits, Tables, NO_ROW, ROWS};
use super::tt::{self, Zobrist, EXACT, NO_MOVE};
use super::EstimateWeights;

/// Move flag: lead the tile's lower suit.
pub(crate) const LOW: u8 = 0x40;
/// Tile bits of a move.
const TILE: u8 = 0x3F;
/// The most moves a node has (16 tiles, each perhaps led two ways).
pub(crate) const MAX_MOVES: usize = 32;

/// The trick in progress, in dense form. Copied per node.
#[derive(Copy, Clone, Debug, Default)]
pub(crate) struct Trick {
    pub leader: u8,
    /// Seat to play.
    pub turn: u8,
    /// Plays so far.
    pub len: u8,
    /// Row of the led suit (once `len > 0`).
    pub led: u8,
    pub win_seat: u8,
    pub win_tile: u8,
    pub win_power: u8,
    /// Counter points in the trick.
    pub points: u8,
    /// Tiles in the trick.
    pub tiles: u64,
}

impl Trick {
    /// An empty trick led by `leader`.
    pub fn lead(leader: u8) -> Trick {
        Trick {
            leader,
            turn: leader,
            ..Trick::default()
        }
    }
}

/// A fixed-capacity list of moves.
#[derive(Copy, Clone)]
pub(crate) struct Moves {
    pub items: [u8; MAX_MOVES],
    pub len: usize,
}

impl Moves {
    fn new() -> Moves {
        Moves {
            items: [0; MAX_MOVES],
            len: 0,
        }
    }

    #[inline]
    fn push(&mut self, m: u8) {
        if self.len < MAX_MOVES {
            self.items[self.len] = m;
            self.len += 1;
        }
    }

    pub fn as_slice(&self) -> &[u8] {
        &self.items[..self.len]
    }
}

/// Everything fixed during one solve besides the tables.
#[derive(Copy, Clone, Debug)]
pub(crate) struct Setup {
    pub hands: [u64; 6],
    pub next: [u8; 6],
    pub active: u8,
    pub is_max: [bool; 6],
    pub objective: Objective,
    pub trick_points: u8,
    pub estimate: EstimateWeights,
}

/// One solve's search state.
pub(crate) struct Search<'a> {
    t: &'a Tables,
    tt: &'a mut tt::Table,
    z: &'a Zobrist,
    hands: [u64; 6],
    /// Union of the hands of the seats that play.
    all: u64,
    /// Union of the bidding side's hands.
    all_max: u64,
    /// Counter points, trumps, and trump counter points in `all` (kept
    /// up to date rather than counted: `count_ones` is slow on targets
    /// without a popcount instruction).
    points_left: i32,
    trumps_left: i32,
    trump_points_left: i32,
    hash: u64,
    next: [u8; 6],
    active: u8,
    is_max: [bool; 6],
    objective: Objective,
    trick_points: i32,
    /// How much a counter's points weigh in move ordering.
    count_weight: i32,
    estimate: EstimateWeights,
    /// Nodes searched.
    pub nodes: u64,
    /// Stop once `nodes` reaches this.
    pub limit: u64,
    /// Set when the limit stopped the search; its values are then garbage.
    pub aborted: bool,
}

impl<'a> Search<'a> {
    pub fn new(t: &'a Tables, tt: &'a mut tt::Table, z: &'a Zobrist, s: &Setup) -> Search<'a> {
        let mut all = 0;
        let mut all_max = 0;
        let mut hash = 0;
        for seat in 0..6 {
            all |= s.hands[seat];
            if s.is_max[seat] {
                all_max |= s.hands[seat];
            }
            for tile in Bits(s.hands[seat]) {
                hash ^= z.held[seat][usize::from(tile)];
            }
        }
        let trumps = all & t.trumps;
        Search {
            t,
            tt,
            z,
            hands: s.hands,
            all,
            all_max,
            points_left: t.counters(all),
            trumps_left: trumps.count_ones() as i32,
            trump_points_left: t.counters(trumps),
            hash,
            next: s.next,
            active: s.active,
            is_max: s.is_max,
            objective: s.objective,
            trick_points: i32::from(s.trick_points),
            count_weight: match s.objective {
                Objective::Points => 10,
                Objective::Tricks | Objective::TricksLost => 0,
            },
            estimate: s.estimate,
            nodes: 0,
            limit: u64::MAX,
            aborted: false,
        }
    }

    /// What the bidding side gains from a trick won by `winner` holding
    /// `points` in counters.
    #[inline]
    fn gain(&self, winner: u8, points: u8) -> i32 {
        let max_won = self.is_max[usize::from(winner)];
        match self.objective {
            Objective::Points => {
                if max_won {
                    self.trick_points + i32::from(points)
                } else {
                    0
                }
            }
            Objective::Tricks => i32::from(max_won),
            Objective::TricksLost => i32::from(!max_won),
        }
    }

    /// The most the bidding side can still gain with `left` tricks to play
    /// (the one in progress, holding `in_trick` counter points, included).
    #[inline]
    pub fn upper(&self, left: u8, in_trick: u8) -> i32 {
        match self.objective {
            Objective::Points => {
                self.trick_points * i32::from(left) + self.points_left + i32::from(in_trick)
            }
            Objective::Tricks | Objective::TricksLost => i32::from(left),
        }
    }

    /// The top run of trumps: the highest trumps left, as long as one side
    /// holds them all (an equal copy on the other side ends the run: it may
    /// be played first). Each wins the trick it falls in. Returns whether
    /// the bidding side holds them, and the run.
    #[inline]
    fn top_run(&self) -> Option<(bool, u64)> {
        let t = self.t;
        let mut side = None;
        let mut run = 0u64;
        for &x in &t.trump_order[..usize::from(t.trump_len)] {
            let bit = 1u64 << x;
            if self.all & bit == 0 {
                continue;
            }
            let is_max = self.all_max & bit != 0;
            if *side.get_or_insert(is_max) != is_max {
                break;
            }
            let twin = t.twin[usize::from(x)];
            if twin != u8::MAX
                && self.all >> twin & 1 != 0
                && (self.all_max >> twin & 1 != 0) != is_max
            {
                break;
            }
            run |= bit;
        }
        side.filter(|_| run != 0).map(|is_max| (is_max, run))
    }

    /// Bounds on what the bidding side still wins from a trick start with
    /// `left` tricks: `(lower, upper)`. Beyond "nothing" and "everything",
    /// the side holding the top run of trumps is sure of their counters,
    /// and of as many tricks as one of its seats holds of them. The run is
    /// only looked for when it could move a bound past the window
    /// `(alpha, beta)`.
    #[inline]
    fn bounds(&self, left: u8, alpha: i32, beta: i32) -> (i32, i32) {
        let t = self.t;
        let hi = self.upper(left, 0);
        if self.trumps_left == 0 {
            return (0, hi);
        }
        let cap = match self.objective {
            Objective::Points => self.trump_points_left + self.trick_points * self.trumps_left,
            Objective::Tricks | Objective::TricksLost => self.trumps_left,
        };
        if cap < beta && hi - cap > alpha {
            return (0, hi);
        }
        let Some((is_max, run)) = self.top_run() else {
            return (0, hi);
        };
        let mut tricks = 0;
        for seat in 0..6 {
            if self.is_max[seat] == is_max {
                tricks = tricks.max((run & self.hands[seat]).count_ones() as i32);
            }
        }
        let sure = match self.objective {
            Objective::Points => t.counters(run) + self.trick_points * tricks,
            Objective::Tricks | Objective::TricksLost => tricks,
        };
        let favours_max = is_max != (self.objective == Objective::TricksLost);
        if favours_max {
            (sure, hi)
        } else {
            (0, hi - sure)
        }
    }

    /// The legal tiles of `seat` in trick `tr`.
    #[inline]
    fn legal(&self, seat: u8, tr: &Trick) -> u64 {
        let hand = self.hands[usize::from(seat)];
        self.t.legal(hand, (tr.len > 0).then_some(tr.led))
    }

    /// The tiles `seat` may play to a trick led in `row`.
    #[inline]
    fn legal_in(&self, seat: u8, row: u8) -> u64 {
        self.t.legal(self.hands[usize::from(seat)], Some(row))
    }

    /// One tile per class of interchangeable legal tiles (see the module
    /// docs of `solver`): tiles that lead alike, count alike, follow the
    /// same suits among those anyone else can still lead, and have no
    /// tile held elsewhere (or already in the trick) ranked between them.
    fn representatives(&self, seat: u8, legal: u64, tr: &Trick) -> u64 {
        if legal & legal.wrapping_sub(1) == 0 {
            return legal;
        }
        let t = self.t;
        if t.sevens {
            // Every legal tile is equally close to 7: only counters differ.
            let mut reps = 0u64;
            let mut seen = 0u32;
            for x in Bits(legal) {
                let k = 1u32 << t.count[usize::from(x)];
                if seen & k == 0 {
                    seen |= k;
                    reps |= 1 << x;
                }
            }
            return reps;
        }
        // Most nodes have no two legal tiles that even lead and count alike.
        if !Bits(legal).any(|a| legal & t.may_match[usize::from(a)] & !(1u64 << a) != 0) {
            return legal;
        }
        let (rows, outstanding) = self.class_context(seat, tr);
        let mut reps = 0u64;
        'tiles: for a in Bits(legal) {
            for b in Bits(reps & t.may_match[usize::from(a)]) {
                if self.interchangeable(a, b, rows, outstanding) {
                    continue 'tiles;
                }
            }
            reps |= 1 << a;
        }
        reps
    }

    /// What tile classes depend on for `seat`: the rows someone else can
    /// still lead (or is leading now), and the tiles held elsewhere or
    /// lying in the trick.
    fn class_context(&self, seat: u8, tr: &Trick) -> (u32, u64) {
        let t = self.t;
        let elsewhere = self.all & !self.hands[usize::from(seat)];
        let mut rows = 0u32;
        for r in 0..ROWS {
            if t.leads_into[r] & elsewhere != 0 {
                rows |= 1 << r;
            }
        }
        if tr.len > 0 {
            rows |= 1 << tr.led;
        }
        (rows, elsewhere | tr.tiles)
    }

    /// Whether tiles `a` and `b` of one hand (already known to count and
    /// lead alike) can be swapped without changing any trick to come.
    fn interchangeable(&self, a: u8, b: u8, rows: u32, outstanding: u64) -> bool {
        let t = self.t;
        let (ai, bi) = (usize::from(a), usize::from(b));
        let mut rows = rows | 1 << t.lead_row[ai];
        if t.low_row[ai] != NO_ROW {
            rows |= 1 << t.low_row[ai];
        }
        let pair = 1u64 << a | 1u64 << b;
        let mut r = rows;
        while r != 0 {
            let row = r.trailing_zeros() as usize;
            r &= r - 1;
            let f = t.follow[row];
            if (f >> a & 1) != (f >> b & 1) {
                return false;
            }
            let pa = t.power[row][ai];
            let pb = t.power[row][bi];
            if pa == pb {
                continue;
            }
            if pa == 0 || pb == 0 {
                return false;
            }
            let (lo, hi) = if pa < pb { (ai, bi) } else { (bi, ai) };
            if t.at_least[row][lo] & !t.above[row][hi] & !pair & outstanding != 0 {
                return false;
            }
        }
        true
    }

    /// The moves of the seat to play, one per class of interchangeable
    /// tiles, a leader's tile once per suit it may lead.
    pub fn moves(&self, tr: &Trick) -> Moves {
        let seat = tr.turn;
        let legal = self.legal(seat, tr);
        let reps = self.representatives(seat, legal, tr);
        let mut moves = Moves::new();
        for x in Bits(reps) {
            moves.push(x);
            if tr.len == 0 && self.t.low_row[usize::from(x)] != NO_ROW {
                moves.push(x | LOW);
            }
        }
        moves
    }

    /// The representative of `tile` among the seat to play's classes.
    pub fn representative_of(&self, tr: &Trick, tile: u8) -> u8 {
        let seat = tr.turn;
        let legal = self.legal(seat, tr);
        let reps = self.representatives(seat, legal, tr);
        if reps >> tile & 1 != 0 {
            return tile;
        }
        if self.t.sevens {
            let k = self.t.count[usize::from(tile)];
            return Bits(reps)
                .find(|&x| self.t.count[usize::from(x)] == k)
                .unwrap_or(tile);
        }
        let (rows, outstanding) = self.class_context(seat, tr);
        Bits(reps & self.t.may_match[usize::from(tile)])
            .find(|&b| self.interchangeable(tile, b, rows, outstanding))
            .unwrap_or(tile)
    }

    /// Orders `moves` best-first by cheap rules of play: win the trick
    /// cheaply, feed counters to a partner who is winning safely, discard
    /// low; the transposition table's move first of all.
    fn order(&self, tr: &Trick, moves: &mut Moves, first: u8) {
        let t = self.t;
        let seat = tr.turn;
        let me_max = self.is_max[usize::from(seat)];
        let cw = self.count_weight;
        let duck = self.objective == Objective::TricksLost;
        let mut scores = [0i32; MAX_MOVES];
        if tr.len == 0 {
            // What the opponents may play to each led row, as needed.
            let mut opp_legal = [0u64; ROWS];
            let mut cached = 0u32;
            for (i, &m) in moves.as_slice().iter().enumerate() {
                let x = usize::from(m & TILE);
                let row = if m & LOW != 0 {
                    t.low_row[x]
                } else {
                    t.lead_row[x]
                };
                let p = i32::from(t.power[usize::from(row)][x]);
                let r = usize::from(row);
                if cached & 1 << r == 0 {
                    cached |= 1 << r;
                    let mut q = self.next[usize::from(seat)];
                    for _ in 1..self.active {
                        if self.is_max[usize::from(q)] != me_max {
                            opp_legal[r] |= self.legal_in(q, row);
                        }
                        q = self.next[usize::from(q)];
                    }
                }
                let beaten = opp_legal[r] & t.above[r][x] != 0;
                let count = i32::from(t.count[x]);
                scores[i] = if duck {
                    -p
                } else if !beaten {
                    1000 + cw * count + p
                } else {
                    -cw * count - p
                };
            }
        } else {
            let led = usize::from(tr.led);
            let partner_winning = self.is_max[usize::from(tr.win_seat)] == me_max;
            let mut later_opp = 0u64;
            let mut q = self.next[usize::from(seat)];
            for _ in 0..self.active - tr.len - 1 {
                if self.is_max[usize::from(q)] != me_max {
                    later_opp |= self.legal_in(q, tr.led);
                }
                q = self.next[usize::from(q)];
            }
            let winner_safe = later_opp & t.above[led][usize::from(tr.win_tile)] == 0;
            for (i, &m) in moves.as_slice().iter().enumerate() {
                let x = usize::from(m & TILE);
                let p = i32::from(t.power[led][x]);
                let wins = p > i32::from(tr.win_power);
                let count = i32::from(t.count[x]);
                let general = i32::from(t.power[usize::from(t.lead_row[x])][x]);
                scores[i] = if duck {
                    if me_max {
                        if wins {
                            -p
                        } else {
                            1000 + general
                        }
                    } else {
                        -general
                    }
                } else if partner_winning && winner_safe {
                    if wins {
                        -1000 - p
                    } else {
                        cw * count - general
                    }
                } else if wins {
                    if later_opp & t.above[led][x] == 0 {
                        1000 + cw * count - p
                    } else {
                        500 - p
                    }
                } else {
                    -cw * count - general
                };
            }
        }
        for (i, &m) in moves.as_slice().iter().enumerate() {
            if m == first {
                scores[i] = i32::MAX;
            }
        }
        // Insertion sort: at most a dozen moves.
        for i in 1..moves.len {
            let (m, s) = (moves.items[i], scores[i]);
            let mut j = i;
            while j > 0 && scores[j - 1] < s {
                moves.items[j] = moves.items[j - 1];
                scores[j] = scores[j - 1];
                j -= 1;
            }
            moves.items[j] = m;
            scores[j] = s;
        }
    }

    /// The last trick: every seat holds one tile, so only a leader that
    /// may lead its tile's lower suit has a choice.
    fn last_trick(&self, leader: u8) -> i32 {
        let t = self.t;
        let lead = self.hands[usize::from(leader)].trailing_zeros() as usize;
        let play = |row: u8| -> i32 {
            let row = usize::from(row);
            let mut win = leader;
            let mut best = t.power[row][lead];
            let mut points = t.count[lead];
            let mut q = self.next[usize::from(leader)];
            for _ in 1..self.active {
                let x = self.hands[usize::from(q)].trailing_zeros() as usize;
                if x < 64 {
                    let p = t.power[row][x];
                    if p > best {
                        best = p;
                        win = q;
                    }
                    points += t.count[x];
                }
                q = self.next[usize::from(q)];
            }
            self.gain(win, points)
        };
        if lead >= 64 {
            return 0;
        }
        let normal = play(t.lead_row[lead]);
        if t.low_row[lead] == NO_ROW {
            return normal;
        }
        let low = play(t.low_row[lead]);
        if self.is_max[usize::from(leader)] {
            normal.max(low)
        } else {
            normal.min(low)
        }
    }

    /// Estimated gain of the bidding side over the `left` tricks to come,
    /// at a trick start where the depth limit stops the search: its share
    /// of the remaining points in proportion to trick-taking strength,
    /// weighed by [`EstimateWeights`].
    pub fn estimate(&self, left: u8) -> i32 {
        let w = self.estimate;
        let t = self.t;
        let side = [self.all_max, self.all & !self.all_max];
        let run = self.top_run().map_or(
            [0, 0],
            |(is_max, run)| {
                if is_max {
                    [run, 0]
                } else {
                    [0, run]
                }
            },
        );
        let mut strength = [0i64; 2];
        for s in 0..2 {
            let mine = side[s];
            let theirs = side[1 - s];
            let mut sure = (run[s]).count_ones();
            if theirs & t.trumps == 0 {
                for x in Bits(mine & !t.trumps) {
                    let x = usize::from(x);
                    sure += u32::from(t.above[usize::from(t.lead_row[x])][x] & theirs == 0);
                }
            }
            strength[s] = i64::from(w.tile) * i64::from(mine.count_ones())
                + i64::from(w.trump) * i64::from((mine & t.trumps).count_ones())
                + i64::from(w.sure_winner) * i64::from(sure);
        }
        let total = strength[0] + strength[1];
        if total == 0 {
            return 0;
        }
        let share = match self.objective {
            Objective::TricksLost => strength[1],
            Objective::Points | Objective::Tricks => strength[0],
        };
        let pot = i64::from(self.upper(left, 0));
        // In hundredths of a point (of a trick): the share, then the
        // counters held beyond it.
        let mut estimate = 100 * share * pot;
        if self.objective == Objective::Points {
            let held = i64::from(t.counters(side[0])) * total;
            let fair = share * i64::from(self.points_left);
            estimate += i64::from(w.counters_held_pct) * (held - fair);
        }
        let scale = 100 * total;
        let rounded = (2 * estimate + scale).div_euclid(2 * scale);
        rounded.clamp(0, pot) as i32
    }

    /// Trick `tr` after move `m` by the seat to play.
    #[inline]
    fn advance(&self, tr: &Trick, m: u8) -> Trick {
        let t = self.t;
        let x = m & TILE;
        let xi = usize::from(x);
        let mut nt = *tr;
        if nt.len == 0 {
            let row = if m & LOW != 0 {
                t.low_row[xi]
            } else {
                t.lead_row[xi]
            };
            nt.led = row;
            nt.win_seat = tr.turn;
            nt.win_tile = x;
            nt.win_power = t.power[usize::from(row)][xi];
        } else {
            let p = t.power[usize::from(nt.led)][xi];
            if p > nt.win_power {
                nt.win_seat = tr.turn;
                nt.win_tile = x;
                nt.win_power = p;
            }
        }
        nt.points += t.count[xi];
        nt.len += 1;
        nt.tiles |= 1 << x;
        nt.turn = self.next[usize::from(tr.turn)];
        nt
    }

    /// The last two tricks by plain alpha-beta below the table: each seat
    /// holds at most two tiles, so tile classes and move ordering would
    /// cost more than they save.
    fn endgame(&mut self, tr: &Trick, left: u8, mut alpha: i32, mut beta: i32) -> i32 {
        if tr.len == 0 && left <= 1 {
            return if left == 0 {
                0
            } else {
                self.last_trick(tr.leader)
            };
        }
        let seat = usize::from(tr.turn);
        let legal = self.legal(tr.turn, tr);
        let maximize = self.is_max[seat];
        let mut best = if maximize { i32::MIN } else { i32::MAX };
        for x in Bits(legal) {
            let low = tr.len == 0 && self.t.low_row[usize::from(x)] != NO_ROW;
            for m in [x, x | LOW].into_iter().take(1 + usize::from(low)) {
                self.nodes += 1;
                let nt = self.advance(tr, m);
                self.hands[seat] ^= 1 << x;
                let v = if nt.len >= self.active {
                    let g = self.gain(nt.win_seat, nt.points);
                    g + self.endgame(&Trick::lead(nt.win_seat), left - 1, alpha - g, beta - g)
                } else {
                    self.endgame(&nt, left, alpha, beta)
                };
                self.hands[seat] ^= 1 << x;
                if maximize {
                    best = best.max(v);
                    alpha = alpha.max(v);
                } else {
                    best = best.min(v);
                    beta = beta.min(v);
                }
                if alpha >= beta {
                    return best;
                }
            }
        }
        best
    }

    /// Plays move `m` in trick `tr` and searches on: the value of the
    /// position after it, with the trick's gain if it completes.
    #[inline]
    pub fn play(&mut self, tr: &Trick, m: u8, left: u8, depth: u8, alpha: i32, beta: i32) -> i32 {
        let t = self.t;
        let seat = usize::from(tr.turn);
        let x = m & TILE;
        let xi = usize::from(x);
        let bit = 1u64 << x;
        let max_bit = if self.is_max[seat] { bit } else { 0 };
        let points = i32::from(t.count[xi]);
        let trump = (t.trumps >> x & 1) as i32;
        self.hands[seat] ^= bit;
        self.all ^= bit;
        self.all_max ^= max_bit;
        self.hash ^= self.z.held[seat][xi];
        self.points_left -= points;
        self.trumps_left -= trump;
        self.trump_points_left -= points * trump;
        let nt = self.advance(tr, m);
        let v = if nt.len >= self.active {
            let g = self.gain(nt.win_seat, nt.points);
            g + self.node(
                &Trick::lead(nt.win_seat),
                left - 1,
                depth.saturating_sub(1),
                alpha - g,
                beta - g,
            )
        } else {
            self.node(&nt, left, depth, alpha, beta)
        };
        self.hands[seat] ^= bit;
        self.all ^= bit;
        self.all_max ^= max_bit;
        self.hash ^= self.z.held[seat][xi];
        self.points_left += points;
        self.trumps_left += trump;
        self.trump_points_left += points * trump;
        v
    }

    /// The value still to be won from this node, fail-soft within
    /// `(alpha, beta)`; `depth` tricks are searched before estimating.
    pub fn node(&mut self, tr: &Trick, left: u8, depth: u8, mut alpha: i32, mut beta: i32) -> i32 {
        self.nodes += 1;
        if self.nodes >= self.limit {
            self.aborted = true;
            return 0;
        }
        let mut key = 0;
        let mut first = NO_MOVE;
        if tr.len == 0 {
            if left <= 1 {
                return if left == 0 {
                    0
                } else {
                    self.last_trick(tr.leader)
                };
            }
            let (lo, hi) = self.bounds(left, alpha, beta);
            if hi <= alpha {
                return hi;
            }
            if lo >= beta {
                return lo;
            }
            if depth == 0 {
                return self.estimate(left).clamp(lo, hi);
            }
            key = self.hash ^ self.z.leader[usize::from(tr.leader)];
            if let Some(e) = self.tt.probe(key) {
                if e.usable(depth, depth >= left) {
                    let lower = i32::from(e.lower);
                    let upper = i32::from(e.upper);
                    if lower >= beta {
                        return lower;
                    }
                    if upper <= alpha {
                        return upper;
                    }
                    alpha = alpha.max(lower);
                    beta = beta.min(upper);
                    if alpha >= beta {
                        return alpha;
                    }
                }
                first = e.best;
            }
        } else {
            let hi = self.upper(left, tr.points);
            if hi <= alpha {
                return hi;
            }
            if beta <= 0 {
                return 0;
            }
        }
        if left == 2 && tr.len == 0 {
            let best = self.endgame(tr, left, alpha, beta);
            let (lower, upper) = table_bounds(best, alpha, beta);
            self.tt.store(key, EXACT | left, lower, upper, NO_MOVE);
            return best;
        }
        let mut moves = self.moves(tr);
        if moves.len > 1 {
            self.order(tr, &mut moves, first);
        }
        let maximize = self.is_max[usize::from(tr.turn)];
        let (a0, b0) = (alpha, beta);
        let mut best = if maximize { i32::MIN } else { i32::MAX };
        let mut best_move = NO_MOVE;
        for (i, &m) in moves.as_slice().iter().enumerate() {
            // Principal variation search: after the first move, prove each
            // other move no better with a null window; search it fully only
            // if that fails.
            let v = if i == 0 || beta - alpha <= 1 {
                self.play(tr, m, left, depth, alpha, beta)
            } else if maximize {
                let v = self.play(tr, m, left, depth, alpha, alpha + 1);
                if v > alpha && v < beta && !self.aborted {
                    // At least `v`: search only above it.
                    self.play(tr, m, left, depth, v, beta).max(v)
                } else {
                    v
                }
            } else {
                let v = self.play(tr, m, left, depth, beta - 1, beta);
                if v < beta && v > alpha && !self.aborted {
                    // At most `v`: search only below it.
                    self.play(tr, m, left, depth, alpha, v).min(v)
                } else {
                    v
                }
            };
            if self.aborted {
                return 0;
            }
            if maximize {
                if v > best {
                    best = v;
                    best_move = m;
                    if v > alpha {
                        alpha = v;
                        if alpha >= beta {
                            break;
                        }
                    }
                }
            } else if v < best {
                best = v;
                best_move = m;
                if v < beta {
                    beta = v;
                    if alpha >= beta {
                        break;
                    }
                }
            }
        }
        if tr.len == 0 {
            let (lower, upper) = table_bounds(best, a0, b0);
            let draft = if depth >= left { EXACT | left } else { depth };
            self.tt.store(key, draft, lower, upper, best_move);
        }
        best
    }
}

/// The bounds a fail-soft result `best` of a search in the window
/// (`alpha`, `beta`) proves, as the table stores them: at or below alpha
/// it is an upper bound, at or above beta a lower bound, else exact.
#[inline]
fn table_bounds(best: i32, alpha: i32, beta: i32) -> (u8, u8) {
    let stored = best.clamp(0, 255) as u8;
    if best <= alpha {
        (0, stored)
    } else if best >= beta {
        (stored, u8::MAX)
    } else {
        (stored, stored)
    }
}
