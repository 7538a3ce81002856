//! Where the pips sit on one half of a domino, for 0 to 9 pips.
//!
//! Real sets lay pips out on a 3 × 3 grid: 1 in the centre, 2 and 3 on a
//! diagonal, 4 and 5 at the corners (5 with the centre), 6 as two columns
//! of three, 7 as the six plus the centre, 8 as every cell but the centre,
//! 9 as every cell. Double-nine sets exist, so the table goes one past the
//! double-eight set the games here use.

/// A cell of the 3 × 3 grid: `(column, row)`, each -1, 0 or 1 (row -1 is
/// the top; for a half drawn upside down the caller mirrors the grid).
pub type Cell = (i8, i8);

const LAYOUTS: [&[Cell]; 10] = [
    &[],
    &[(0, 0)],
    &[(-1, -1), (1, 1)],
    &[(-1, -1), (0, 0), (1, 1)],
    &[(-1, -1), (1, -1), (-1, 1), (1, 1)],
    &[(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
    &[(-1, -1), (-1, 0), (-1, 1), (1, -1), (1, 0), (1, 1)],
    &[(-1, -1), (-1, 0), (-1, 1), (0, 0), (1, -1), (1, 0), (1, 1)],
    &[
        (-1, -1),
        (0, -1),
        (1, -1),
        (-1, 0),
        (1, 0),
        (-1, 1),
        (0, 1),
        (1, 1),
    ],
    &[
        (-1, -1),
        (0, -1),
        (1, -1),
        (-1, 0),
        (0, 0),
        (1, 0),
        (-1, 1),
        (0, 1),
        (1, 1),
    ],
];

/// The most pips one half can show.
pub const MAX_PIPS: u8 = 9;

/// The cells of a half showing `n` pips (`n` above 9 shows 9).
#[must_use]
pub fn layout(n: u8) -> &'static [Cell] {
    LAYOUTS[usize::from(n.min(MAX_PIPS))]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_half_shows_its_number_of_distinct_pips_on_the_grid() {
        for n in 0..=MAX_PIPS {
            let cells = layout(n);
            assert_eq!(cells.len(), usize::from(n));
            let mut sorted = cells.to_vec();
            sorted.sort_unstable();
            sorted.dedup();
            assert_eq!(sorted.len(), cells.len(), "{n} repeats a cell");
            assert!(cells
                .iter()
                .all(|&(c, r)| (-1..=1).contains(&c) && (-1..=1).contains(&r)));
        }
    }

    #[test]
    fn layouts_are_symmetric_like_real_dominoes() {
        // Every real layout looks the same turned half a turn.
        for n in 0..=MAX_PIPS {
            let cells = layout(n);
            for &(c, r) in cells {
                assert!(cells.contains(&(-c, -r)), "{n} is lopsided");
            }
        }
        assert_eq!(layout(1), &[(0, 0)]);
        assert!(!layout(8).contains(&(0, 0)));
        assert!(layout(7).contains(&(0, 0)));
    }
}
