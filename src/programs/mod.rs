//! The notes' programs, executed line by line (issue #23).
//!
//! Each code view's source text ([`View::source`]) is what runs: a lexer
//! and parser for the subset of C, C++ and Java the notes use, a compiler
//! to a step machine with an explicit frame stack (no Rust recursion for
//! the program's calls, a call depth limit, a step budget), and typed
//! values with each language's integer widths. A run pauses before every
//! line step as docs/programs.md defines it, and each view's search events
//! (place, reject by *that* program's test, remove, solution) come from
//! hooks on its own lines reading its own variables.
//!
//! ```
//! use nqueens_lab::programs::ProgramRun;
//! let mut run = ProgramRun::new("recursive", 4)?;
//! run.step_line()?;
//! assert_eq!(run.snapshot().line, 8); // `if (n < 1) return;`
//! run.run_to_end()?;
//! assert_eq!(run.counts().solutions, 2);
//! assert!(run.output().ends_with("4皇后一共有2种摆法\n"));
//! # Ok::<(), nqueens_lab::Error>(())
//! ```

/// A message in English and Chinese: `msg!("en {x}", "zh {x}", args…)`.
macro_rules! msg {
    ($en:literal, $zh:literal $(,)?) => {
        $crate::programs::Msg {
            en: format!($en),
            zh: format!($zh),
        }
    };
    ($en:literal, $zh:literal, $($arg:expr),+ $(,)?) => {
        $crate::programs::Msg {
            en: format!($en, $($arg),+),
            zh: format!($zh, $($arg),+),
        }
    };
}

pub(crate) mod ast;
mod catalog;
mod compare;
mod compile;
mod equivalents;
mod events;
mod facts;
pub(crate) mod lexer;
mod machine;
mod masks;
mod parser;
mod renames;
mod run;
mod syntax;
mod trace;
mod value;

pub use catalog::{View, SOURCE_LANGUAGES, VIEW_NAMES};
pub use compare::{
    expected_count, same_event, Comparison, Divergence, FixCheck, FixOutcome, Progress,
    RunComparison, Side, COMPARE_STEP_BUDGET,
};
pub use events::{Attack, Check, EventFacts, ProgramEvent};
pub use facts::{FunctionFacts, ProgramFacts};
pub use lexer::MAX_SOURCE_BYTES;
pub use machine::{MAX_CALL_DEPTH, MAX_HEAP_CELLS, MAX_OUTPUT};
pub use masks::{mask_widths, masks_hold, MaskWidth};
pub use run::{
    EventPoll, FrameView, ProgramRun, RunStatus, Snapshot, VarView, DEFAULT_STEP_BUDGET,
};
pub use syntax::{Expected, Found, Syntax};
pub use value::Value;

use std::fmt;

/// The language a program is written in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Lang {
    /// Java: `int` 32, `long` 64, `short` 16, `byte` 8 bits; arrays zeroed.
    Java,
    /// C: `int` 32 bits; globals zeroed, locals uninitialised.
    C,
    /// C++: like C, and `new int[n]` leaves its cells uninitialised.
    Cpp,
}

impl Lang {
    /// Its name: "java", "c", "cpp".
    pub fn name(self) -> &'static str {
        match self {
            Lang::Java => "java",
            Lang::C => "c",
            Lang::Cpp => "cpp",
        }
    }
}

/// What kind of problem stopped a program.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ProgramErrorKind {
    /// The text is not a program of the supported subset.
    Parse,
    /// The program did something it may not (index out of range, …).
    Runtime,
    /// The program took more line steps than the budget.
    StepBudget,
}

/// A program's parse error (line, column, what was expected), run-time
/// error (line and the values involved) or exhausted step budget.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ProgramError {
    /// Which kind.
    pub kind: ProgramErrorKind,
    /// 1-based line.
    pub line: u32,
    /// 1-based column (0 when not known: run-time errors name a line).
    pub column: u32,
    /// What went wrong, in words (English).
    pub message: String,
    /// The same in Chinese.
    pub message_zh: String,
    /// A parse error "expected …, found …" in structured form (what was
    /// expected, what was found), for shells that word it themselves.
    pub syntax: Option<Syntax>,
}

/// A message in both languages of the page.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Msg {
    pub en: String,
    pub zh: String,
}

impl ProgramError {
    pub(crate) fn parse(line: u32, column: u32, message: Msg) -> Self {
        ProgramError {
            kind: ProgramErrorKind::Parse,
            line,
            column,
            message: message.en,
            message_zh: message.zh,
            syntax: None,
        }
    }
    /// A parse error "expected …, found …", worded in both languages from its structured form.
    pub(crate) fn expected(line: u32, column: u32, syntax: Syntax) -> Self {
        ProgramError {
            kind: ProgramErrorKind::Parse,
            line,
            column,
            message: syntax.en(),
            message_zh: syntax.zh(),
            syntax: Some(syntax),
        }
    }
    pub(crate) fn runtime(line: u32, message: Msg) -> Self {
        ProgramError {
            kind: ProgramErrorKind::Runtime,
            line,
            column: 0,
            message: message.en,
            message_zh: message.zh,
            syntax: None,
        }
    }

    /// The message in `language` ("zh", else English).
    pub fn message_in(&self, language: &str) -> &str {
        if language == "zh" {
            &self.message_zh
        } else {
            &self.message
        }
    }

    /// The whole text in `language`, with its place: "line 3, column 7: …"
    /// (zh: "第 3 行第 7 列：…").
    pub fn text_in(&self, language: &str) -> String {
        if language != "zh" {
            return self.to_string();
        }
        match self.kind {
            ProgramErrorKind::Parse => format!(
                "第 {} 行第 {} 列：{}",
                self.line, self.column, self.message_zh
            ),
            _ => format!("第 {} 行：{}", self.line, self.message_zh),
        }
    }
}

impl fmt::Display for ProgramError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.kind {
            ProgramErrorKind::Parse => write!(
                f,
                "line {}, column {}: {}",
                self.line, self.column, self.message
            ),
            _ => write!(f, "line {}: {}", self.line, self.message),
        }
    }
}
