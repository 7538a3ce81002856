//! Marks as tally strokes: four upright strokes and a fifth across, the
//! way 42 players keep score on paper.

use yew::prelude::*;

/// Props of [`Tally`].
#[derive(Properties, PartialEq)]
pub struct TallyProps {
    /// Marks to draw.
    pub count: u16,
}

const GROUP_W: u16 = 30;

/// Tally strokes for `count` marks.
#[component]
pub fn Tally(props: &TallyProps) -> Html {
    let groups = props.count.div_ceil(5).max(1);
    let width = groups * GROUP_W;
    let strokes = (0..props.count).map(|i| {
        let g = i / 5;
        let k = i % 5;
        let x0 = f32::from(g * GROUP_W) + 4.0;
        if k < 4 {
            let x = x0 + f32::from(k) * 5.5;
            // A slight tilt per stroke, as by hand.
            let tilt = if k % 2 == 0 { 0.8 } else { -0.6 };
            html! { <line x1={(x + tilt).to_string()} y1="3" x2={(x - tilt).to_string()} y2="25" /> }
        } else {
            html! { <line x1={(x0 - 3.0).to_string()} y1="21" x2={(x0 + 22.0).to_string()} y2="6" /> }
        }
    });
    html! {
        <svg class="tally" viewBox={format!("0 0 {width} 28")} width={width.to_string()} height="28"
             role="img" aria-label={crate::text::marks(props.count)}>
            { for strokes }
        </svg>
    }
}
