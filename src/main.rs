//! The Bones web app (built in its own issue); for now an empty shell so the
//! workspace has its root package.
fn main() {}
