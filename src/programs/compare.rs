//! Two runs side by side (issue #24): where an edited program's search
//! first parts from a built-in one's, what each found, and whether an
//! edited program is "fixed" (the notes' printed bit-set exercise). All of
//! it is resumable: `advance(lines)` does at most that many line steps, so
//! a page can slice the work under its 50 ms budget.
//!
//! Two events are the same when they are the same kind of event on the same
//! square: a place or a remove of the same `(row, col)`; a reject of the
//! same square by the same line (column, ↘, ↙), the same kind of test
//! (queen, flag, mask) and the same attacker; a solution with the same
//! queens; the end (`Done`). The event numbers (`Solution::index`) follow
//! from the events before and are not compared on their own.

use super::catalog::View;
use super::events::ProgramEvent;
use super::masks::{mask_widths, masks_hold, MaskWidth};
use super::run::{EventPoll, ProgramRun, RunStatus};
use super::ProgramError;
use crate::{Error, StepCounts};

/// Line steps an edited program may take in a comparison before it is
/// stopped as endless (a built-in program at n = 12 takes about 10⁸).
pub const COMPARE_STEP_BUDGET: u64 = 50_000_000;

/// Whether two events are the same step of a search (see the module's text).
pub fn same_event(a: &ProgramEvent, b: &ProgramEvent) -> bool {
    match (a, b) {
        (ProgramEvent::Solution { queens: qa, .. }, ProgramEvent::Solution { queens: qb, .. }) => {
            qa == qb
        }
        _ => a == b,
    }
}

/// The first event where two runs' searches part.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Divergence {
    /// Its number, 1-based: the events before it are the same in both.
    pub step: u64,
    /// Our program's event there; `None` when it stopped before it (an
    /// error: see [`Side::status`]).
    pub ours: Option<ProgramEvent>,
    /// The other program's event there (`None` when it had stopped).
    pub theirs: Option<ProgramEvent>,
}

/// What one of the two runs did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Side {
    /// Its events by kind, so far.
    pub counts: StepCounts,
    /// Where it is (finished, or failed with the program's error).
    pub status: RunStatus,
    /// Line steps it took.
    pub line_steps: u64,
    /// Events it took (where it stopped, for a run that failed).
    pub event_steps: u64,
    /// How many of its counted solutions are none (see
    /// [`ProgramRun::wrong_solutions`]).
    pub wrong_solutions: u64,
    /// For an edited program, the built-in lines whose events it cannot
    /// raise (see [`ProgramRun::changed_event_lines`]).
    pub changed_event_lines: Vec<u32>,
}

/// A comparison's outcome.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Comparison {
    /// The board size.
    pub n: usize,
    /// Where the searches part; `None` when every event is the same.
    pub divergence: Option<Divergence>,
    /// Our (edited) program.
    pub ours: Side,
    /// The program compared with.
    pub theirs: Side,
    /// The true number of solutions for `n` (OEIS A000170, counted by the
    /// core's own search; `None` past n = 13).
    pub expected: Option<u64>,
}

impl Comparison {
    /// Whether the traces are the same event for event.
    pub fn same(&self) -> bool {
        self.divergence.is_none()
    }
}

/// A run's next item: an event, or the end of its events.
#[derive(Debug, Clone)]
enum Item {
    Waiting,
    Event(ProgramEvent),
    Ended,
}

/// Progress of a resumable task.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Progress<T> {
    /// Not done: call `advance` again.
    Running,
    /// Done, with its result.
    Done(T),
}

/// Two runs compared event by event, in slices.
///
/// ```
/// use nqueens_lab::programs::{Progress, ProgramRun, RunComparison};
/// let ours = ProgramRun::new("bitmask-printed", 4)?;
/// let theirs = ProgramRun::new("bitmask", 4)?;
/// let mut c = RunComparison::new(ours, theirs, true);
/// let result = loop {
///     if let Progress::Done(r) = c.advance(10_000)? {
///         break r;
///     }
/// };
/// let d = result.divergence.expect("the printed code goes wrong");
/// assert!(d.step > 1);
/// assert_eq!(result.expected, Some(2));
/// # Ok::<(), nqueens_lab::Error>(())
/// ```
#[derive(Debug, Clone)]
pub struct RunComparison {
    runs: [ProgramRun; 2],
    next: [Item; 2],
    failed: [Option<ProgramError>; 2],
    finish: bool,
    finish_theirs: bool,
    matched: u64,
    divergence: Option<Divergence>,
    line_steps: u64,
    result: Option<Comparison>,
}

impl RunComparison {
    /// Compares `ours` (usually an edited program) with `theirs`, both at
    /// the same `n`, from where they are (normally their start). With
    /// `finish`, both runs go on to their end after they part, so that
    /// the result counts everything each found. `ours` gets the step
    /// budget [`COMPARE_STEP_BUDGET`].
    pub fn new(mut ours: ProgramRun, theirs: ProgramRun, finish: bool) -> RunComparison {
        ours.set_step_budget(COMPARE_STEP_BUDGET);
        RunComparison {
            runs: [ours, theirs],
            next: [Item::Waiting, Item::Waiting],
            failed: [None, None],
            finish,
            finish_theirs: true,
            matched: 0,
            divergence: None,
            line_steps: 0,
            result: None,
        }
    }

    /// Sets the most line steps our program may take.
    pub fn set_step_budget(&mut self, budget: u64) {
        self.runs[0].set_step_budget(budget);
    }

    /// Whether, with `finish`, the other program (`theirs`) also goes on to
    /// its end after the runs part (the default). Without, it stays where
    /// they parted (its [`Side`] says so: status running): for a caller that
    /// wants only our program's counts, the true count and where they part
    /// (the page's "what the program did", the fix check), which spares a
    /// whole run of the reference.
    pub fn set_finish_theirs(&mut self, on: bool) {
        self.finish_theirs = on;
    }

    /// Line steps taken by both runs together.
    pub fn line_steps(&self) -> u64 {
        self.line_steps
    }

    /// Events found the same so far.
    pub fn matched(&self) -> u64 {
        self.matched
    }

    /// The first divergence, as soon as it is known (before the runs have
    /// gone on to their ends).
    pub fn divergence(&self) -> Option<&Divergence> {
        self.divergence.as_ref()
    }

    /// The runs (ours, theirs) as they are now.
    pub fn runs(&self) -> (&ProgramRun, &ProgramRun) {
        (&self.runs[0], &self.runs[1])
    }

    /// At most `max_lines` more line steps (both runs together); the
    /// result once done. Errors are only those of the arguments: a program
    /// that fails is part of the result.
    pub fn advance(&mut self, max_lines: u64) -> Result<Progress<Comparison>, Error> {
        let mut left = max_lines.max(1);
        while self.result.is_none() && left > 0 {
            let used = if self.divergence.is_none() {
                self.compare_within(left)
            } else {
                self.finish_within(left)
            };
            left = left.saturating_sub(used.max(1));
        }
        Ok(match &self.result {
            Some(r) => Progress::Done(r.clone()),
            None => Progress::Running,
        })
    }

    /// Polls each run for its next event, compares them when both are
    /// there; the line steps used.
    fn compare_within(&mut self, left: u64) -> u64 {
        let mut used = 0;
        for k in 0..2 {
            if matches!(self.next[k], Item::Waiting) {
                used += self.poll(k, left.saturating_sub(used));
            }
        }
        let (a, b) = match (&self.next[0], &self.next[1]) {
            (Item::Waiting, _) | (_, Item::Waiting) => return used,
            (Item::Ended, Item::Ended) => {
                self.conclude();
                return used;
            }
            (a, b) => (item_event(a), item_event(b)),
        };
        let same = matches!((&a, &b), (Some(x), Some(y)) if same_event(x, y));
        if same {
            self.matched += 1;
            self.next = [Item::Waiting, Item::Waiting];
        } else {
            self.divergence = Some(Divergence {
                step: self.matched + 1,
                ours: a,
                theirs: b,
            });
            if !self.finish {
                self.conclude();
            }
        }
        used
    }

    /// One poll of run `k`; the line steps used.
    fn poll(&mut self, k: usize, left: u64) -> u64 {
        match self.runs[k].next_event_within(left) {
            Ok((EventPoll::Event(e), used)) => {
                self.next[k] = Item::Event(e);
                self.line_steps += used;
                used
            }
            Ok((EventPoll::End, used)) => {
                self.next[k] = Item::Ended;
                self.line_steps += used;
                used
            }
            Ok((EventPoll::Paused, used)) => {
                self.line_steps += used;
                used
            }
            Err(e) => {
                if let Error::Program(e) = e {
                    self.failed[k] = Some(e);
                }
                self.next[k] = Item::Ended;
                1
            }
        }
    }

    /// After the runs part: each goes on to its end; the line steps used.
    fn finish_within(&mut self, left: u64) -> u64 {
        let mut used = 0;
        let sides = if self.finish_theirs { 2 } else { 1 };
        for k in 0..sides {
            while used < left && self.running(k) {
                match self.runs[k].step_line() {
                    Ok(true) => {}
                    Ok(false) => break,
                    Err(Error::Program(e)) => self.failed[k] = Some(e),
                    Err(_) => break,
                }
                used += 1;
                self.line_steps += 1;
            }
        }
        if !self.running(0) && (sides == 1 || !self.running(1)) {
            self.conclude();
        }
        used
    }

    fn running(&self, k: usize) -> bool {
        self.failed[k].is_none()
            && matches!(self.runs[k].status(), RunStatus::Start | RunStatus::Running)
    }

    fn conclude(&mut self) {
        let side = |k: usize| {
            let run = &self.runs[k];
            Side {
                counts: run.counts(),
                status: match &self.failed[k] {
                    Some(e) => RunStatus::Failed(e.clone()),
                    None => run.status(),
                },
                line_steps: run.line_step(),
                event_steps: run.event_step(),
                wrong_solutions: run.wrong_solutions(),
                changed_event_lines: run.changed_event_lines(),
            }
        };
        let n = self.runs[0].n();
        self.result = Some(Comparison {
            n,
            divergence: self.divergence.clone(),
            ours: side(0),
            theirs: side(1),
            expected: expected_count(n),
        });
    }
}

fn item_event(item: &Item) -> Option<ProgramEvent> {
    match item {
        Item::Event(e) => Some(e.clone()),
        _ => None,
    }
}

/// The number of solutions for `n` by the core's own count, up to n = 13.
///
/// The backtracking counter of one board per symmetry class
/// ([`crate::count_classes`], a few milliseconds at n = 13), not the join
/// counter: the join and its tables would more than double the programs'
/// wasm module (`nqueens_programs_bg.wasm`, built without the `counters`
/// feature) for boards this small.
pub fn expected_count(n: usize) -> Option<u64> {
    if n <= 13 {
        crate::count_classes(n).ok().map(|c| c.total())
    } else {
        None
    }
}

/// The outcome of a [`FixCheck`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FixOutcome {
    /// Whether the program passed for every `n` (a count of A000170 and
    /// the reference's trace, event for event).
    pub fixed: bool,
    /// The comparison of the first `n` where it did not (`None` when fixed).
    pub failure: Option<Comparison>,
    /// The sizes passed (1 up to the one before the failure).
    pub passed: usize,
    /// The largest size checked: the one asked for, or less when the
    /// program's declared masks hold only smaller boards (see [`FixCheck`]).
    pub max_n: usize,
    /// The largest size asked for.
    pub requested_max_n: usize,
    /// The declared masks that hold fewer boards than asked for (empty when
    /// the check went to the size asked for).
    pub narrow: Vec<MaskWidth>,
}

/// Whether an edited program is "fixed": for every `n` from 1 to `max_n`
/// it counts the true number of solutions and its events are the
/// reference view's, event for event (see [`same_event`]). Resumable.
///
/// The sizes checked stop where the program's own bit sets stop: the
/// largest board all of its declared masks hold ([`mask_widths`]: `byte
/// cols` holds 8 columns, `short leftTop` 8 boards' 2n - 1 diagonals), so
/// the notes' printed code, written for 8 queens, is fixed by its two bugs
/// alone, for n = 1..8; declared `int`, it is checked to `max_n`.
///
/// ```
/// use nqueens_lab::programs::{FixCheck, Progress, View};
/// let printed = View::from_name("bitmask-printed")?.source("en")?;
/// let mut check = FixCheck::new("bitmask-printed", printed, "bitmask", 10)?;
/// let outcome = loop {
///     if let Progress::Done(o) = check.advance(100_000)? {
///         break o;
///     }
/// };
/// assert!(!outcome.fixed); // as printed its trace is wrong from n = 2 on
/// assert_eq!(outcome.failure.unwrap().n, 2);
/// assert_eq!(check.max_n(), 8); // what `byte cols; short leftTop, rightTop;` hold
/// # Ok::<(), nqueens_lab::Error>(())
/// ```
#[derive(Debug, Clone)]
pub struct FixCheck {
    view: String,
    source: String,
    reference: String,
    max_n: usize,
    requested: usize,
    narrow: Vec<MaskWidth>,
    n: usize,
    current: Option<RunComparison>,
    outcome: Option<FixOutcome>,
    line_steps: u64,
}

impl FixCheck {
    /// The check of `source` (a program in the language of `view`) against
    /// the built-in `reference` view for n = 1..=`max_n`, or fewer sizes
    /// when its declared masks hold fewer (see the type's text). A parse
    /// error of the source is returned here.
    pub fn new(view: &str, source: &str, reference: &str, max_n: usize) -> Result<FixCheck, Error> {
        // parse and compile once now, so that a parse error is the caller's
        ProgramRun::with_source(view, source, 1)?;
        let requested = max_n.max(1);
        ProgramRun::new(reference, requested)?;
        let masks = mask_widths(View::from_name(view)?, source)?;
        let held = masks_hold(&masks).unwrap_or(requested).clamp(1, requested);
        let narrow = masks.into_iter().filter(|m| m.max_n < requested).collect();
        Ok(FixCheck {
            view: view.to_string(),
            source: source.to_string(),
            reference: reference.to_string(),
            max_n: held,
            requested,
            narrow,
            n: 0,
            current: None,
            outcome: None,
            line_steps: 0,
        })
    }

    /// The board size being checked now (0 before the start).
    pub fn n(&self) -> usize {
        self.n
    }

    /// The largest board size checked: the one asked for, or the largest
    /// the program's declared masks hold when that is less.
    pub fn max_n(&self) -> usize {
        self.max_n
    }

    /// The largest board size asked for.
    pub fn requested_max_n(&self) -> usize {
        self.requested
    }

    /// The declared masks that hold fewer boards than asked for.
    pub fn narrow(&self) -> &[MaskWidth] {
        &self.narrow
    }

    /// Line steps taken, all sizes together.
    pub fn line_steps(&self) -> u64 {
        self.line_steps
    }

    /// At most about `max_lines` more line steps; the outcome once done.
    pub fn advance(&mut self, max_lines: u64) -> Result<Progress<FixOutcome>, Error> {
        let mut left = max_lines.max(1);
        while self.outcome.is_none() && left > 0 {
            let Some(c) = self.current.as_mut() else {
                self.n += 1;
                let ours = ProgramRun::with_source(&self.view, &self.source, self.n)?;
                let theirs = ProgramRun::new(&self.reference, self.n)?;
                let mut c = RunComparison::new(ours, theirs, true);
                c.set_finish_theirs(false);
                self.current = Some(c);
                continue;
            };
            let before = c.line_steps();
            let progress = c.advance(left)?;
            let used = (c.line_steps() - before).max(1);
            self.line_steps += used;
            left = left.saturating_sub(used);
            if let Progress::Done(result) = progress {
                self.current = None;
                let right = result.expected == Some(result.ours.counts.solutions);
                if !(result.same() && right) {
                    self.outcome = Some(self.outcome_of(Some(result)));
                } else if self.n == self.max_n {
                    self.outcome = Some(self.outcome_of(None));
                }
            }
        }
        Ok(match &self.outcome {
            Some(o) => Progress::Done(o.clone()),
            None => Progress::Running,
        })
    }

    fn outcome_of(&self, failure: Option<Comparison>) -> FixOutcome {
        FixOutcome {
            fixed: failure.is_none(),
            passed: if failure.is_some() {
                self.n - 1
            } else {
                self.n
            },
            failure,
            max_n: self.max_n,
            requested_max_n: self.requested,
            narrow: self.narrow.clone(),
        }
    }
}
