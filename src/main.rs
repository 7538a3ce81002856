//! The page binary: mounts the app on `<body>`.

fn main() {
    yew::Renderer::<bones::components::App>::new().render();
}
