//! Where the pips sit on one half of a domino, for 0 to 9 pips.
//!
//! Real sets lay pips out on a 3 × 3 grid: 1 in the centre, 2 and 3 on a
//! diagonal, 4 and 5 at the corners (5 with the centre), 6 as two columns
//! of three, 7 as the six plus the centre, 8 as every cell but the centre,
//! 9 as every cell. Double-nine sets exist, so the table goes one past the
//! double-eight set the games here use.
//!
//! And how they are painted: black, or each number in its own colour as on
//! "colour dot" sets, where a five and a six tell apart at a glance.

use serde::{Deserialize, Serialize};

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

/// How the pips are painted (a setting).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum PipPaint {
    /// Black, as on most sets.
    #[default]
    Black,
    /// Each number in its own colour.
    Coloured,
}

impl PipPaint {
    /// The name on the app root (`data-pips`), which the styles read.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            PipPaint::Black => "black",
            PipPaint::Coloured => "coloured",
        }
    }
}

/// Each number's colour (1 to 9) as `0xRRGGBB`: apart from each other, and
/// dark enough to stand out from the ivory face as black pips do.
pub const COLOURS: [u32; MAX_PIPS as usize] = [
    0x1280c4, // 1 sky blue
    0x2e7d32, // 2 green
    0xc62828, // 3 red
    0x6d4c41, // 4 brown
    0x283593, // 5 indigo
    0xc06500, // 6 orange
    0x7b1fa2, // 7 purple
    0x1f1f1f, // 8 black
    0x00796b, // 9 teal
];

/// `colour` moved `t` (0 to 1) of the way to `toward`, as `#rrggbb`: the
/// light and dark stops of a coloured pip's shading.
#[must_use]
pub fn mix(colour: u32, toward: u32, t: f32) -> String {
    let channel = |c: u32, shift: u32| f32::from(u8::try_from((c >> shift) & 0xff).unwrap_or(0));
    let blend = |shift| {
        let (a, b) = (channel(colour, shift), channel(toward, shift));
        // Rounded into 0..=255: a byte.
        #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
        let v = (a + (b - a) * t.clamp(0.0, 1.0)).round() as u8;
        v
    };
    format!("#{:02x}{:02x}{:02x}", blend(16), blend(8), blend(0))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// WCAG's relative luminance of `0xRRGGBB`.
    fn luminance(colour: u32) -> f64 {
        let linear = |shift: u32| {
            let c = f64::from((colour >> shift) & 0xff) / 255.0;
            if c <= 0.040_45 {
                c / 12.92
            } else {
                ((c + 0.055) / 1.055).powf(2.4)
            }
        };
        0.2126 * linear(16) + 0.7152 * linear(8) + 0.0722 * linear(0)
    }

    #[test]
    fn coloured_pips_stand_out_from_the_face_and_from_each_other() {
        // The face's middle stop (DominoDefs' ivory gradient).
        let ivory = luminance(0xf6efdc);
        for (i, &colour) in COLOURS.iter().enumerate() {
            // WCAG's 3:1 for the parts of a picture that carry meaning.
            let contrast = (ivory + 0.05) / (luminance(colour) + 0.05);
            assert!(contrast >= 3.0, "{}: {contrast:.2} against the face", i + 1);
        }
        let rgb = |c: u32| [(c >> 16) & 0xff, (c >> 8) & 0xff, c & 0xff].map(f64::from);
        for (i, &a) in COLOURS.iter().enumerate() {
            for (j, &b) in COLOURS.iter().enumerate().skip(i + 1) {
                let d = rgb(a)
                    .iter()
                    .zip(rgb(b))
                    .map(|(x, y)| (x - y).powi(2))
                    .sum::<f64>()
                    .sqrt();
                assert!(d >= 60.0, "{} and {} look alike ({d:.0})", i + 1, j + 1);
            }
        }
    }

    #[test]
    fn mixing_moves_each_channel_toward_the_other_colour() {
        assert_eq!(mix(0x1280c4, 0xffffff, 0.0), "#1280c4");
        assert_eq!(mix(0x1280c4, 0xffffff, 1.0), "#ffffff");
        assert_eq!(mix(0x0080ff, 0x000000, 0.5), "#004080");
        assert_eq!(mix(0x204060, 0xffffff, 7.0), "#ffffff", "t is clamped");
    }

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
