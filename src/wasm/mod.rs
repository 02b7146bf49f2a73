//! The WebAssembly boundary: converts the core's types for JavaScript and
//! nothing else. Built only for `wasm32`.
//!
//! These are the raw exports of the generated package (`www/pkg`). The
//! public JavaScript API is `www/nqueens.js`, which wraps them in idiomatic
//! classes (iterator protocol, event objects, `BigInt`s) and is what
//! tutorial authors import.
//!
//! Conventions:
//! - sizes, counts, piece indices and positions arrive as any JavaScript
//!   value and are checked here (`args.rs`), so `'8'`, `4.5`, `NaN`, `null`
//!   or `undefined` get a `TypeError`/`RangeError`, never a silent coercion
//!   or a panic;
//! - long-lived state (iterators, step machines, count plans) lives in wasm
//!   behind opaque handles; calls return small copyable values;
//! - step events cross the boundary as one `u32` each (see [`event_code`]);
//! - results are numbers, strings and typed arrays, never objects built
//!   here, and `www/nqueens.js` asks `problems.rs` before a call the core
//!   could refuse: no JavaScript that user code can replace runs while
//!   Rust frames are live on the public API's paths;
//! - the exports that count (`counting.rs`, `runStrategy`) are behind the
//!   `counters` feature (on by default), so that the module the page's main
//!   thread loads (`nqueens_core_bg.wasm`) leaves them out. Each module has
//!   its own glue, and `nqueens.js` picks it by the module's exports; the
//!   smaller ones import only what the whole module's glue provides
//!   (tested in `tests/node/core-wasm.test.mjs`, `stepper-wasm.test.mjs`);
//! - the program runs (`program_run.rs`: `ProgramRun`, `programSource`) are
//!   behind the `programs` feature (on by default): the core module leaves
//!   out the interpreter, and `nqueens_programs_bg.wasm` (no counters) has
//!   it, for the page's main thread to load when a code view needs it;
//! - the calls about boards (`solutions.rs`, `partial.rs`, `problems.rs`,
//!   most of `boards.rs`) are behind the `boards` feature (on by default,
//!   and in the core module): `nqueens_stepper_bg.wasm`, built with no
//!   feature, has only the Stepper, its events, the code views' facts and
//!   the constants `nqueens.js` reads, for the page's first board.

mod args;
mod boards;
#[cfg(feature = "counters")]
mod counting;
pub mod event_code;
#[cfg(feature = "boards")]
mod partial;
#[cfg(feature = "boards")]
mod problems;
#[cfg(feature = "programs")]
mod program_compare;
#[cfg(feature = "programs")]
mod program_run;
mod programs;
#[cfg(feature = "boards")]
mod solutions;
mod stepper;

pub use boards::*;
#[cfg(feature = "counters")]
pub use counting::*;
#[cfg(feature = "boards")]
pub use partial::*;
#[cfg(feature = "boards")]
pub use problems::*;
#[cfg(feature = "programs")]
pub use program_compare::*;
#[cfg(feature = "programs")]
pub use program_run::*;
pub use programs::*;
#[cfg(feature = "boards")]
pub use solutions::Solutions;
pub use stepper::{no_event_code, Stepper};
