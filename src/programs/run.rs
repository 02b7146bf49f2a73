//! A program run for the explorer: steps by line or by event, forwards
//! and backwards (re-execution from the nearest checkpoint), seeks, and
//! snapshots of everything the page shows.

use super::catalog::View;
use super::compile::{compile, HookLines, Program};
use super::events::{hook_lines, EventFacts, Hooks, MappedHooks, ProgramEvent, Tracker, ViewHooks};
use super::facts::ProgramFacts;
use super::machine::{Machine, Status};
use super::parser::{parse, parse_with_tokens};
use super::renames;
use super::trace::step_text;
use super::value::{write_value, Value};
use super::{Lang, ProgramError};
use crate::{Error, StepCounts};
use std::cell::{Cell, RefCell};
use std::collections::VecDeque;
use std::fmt;
use std::rc::Rc;

/// Line steps a run may take before it is stopped as endless.
pub const DEFAULT_STEP_BUDGET: u64 = 2_000_000_000;

/// Most checkpoints kept; past it every other one is dropped and the
/// interval doubles, so memory stays bounded however long the run.
const MAX_CHECKPOINTS: usize = 512;

/// Most heap cells in all checkpoints together (a checkpoint copies the
/// heap: the list and cpp views' boards pile up as they find solutions).
const MAX_CHECKPOINT_CELLS: usize = 2_000_000;

/// What [`ProgramRun::next_event_within`] found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum EventPoll {
    /// The next event (the last one of a run is [`ProgramEvent::Done`]).
    Event(ProgramEvent),
    /// The run has ended and its `Done` was taken before: no more events.
    End,
    /// No event within the line steps allowed; call again to go on.
    Paused,
}

/// Near checkpoints: besides the ones spread over the whole run (whose
/// spacing doubles), a few every `NEAR_INTERVAL` line steps around where
/// the run has been lately, so that a step back, or the few events before
/// the current one that a view shows, re-execute at most that many lines
/// however deep the run is (n = 12: tens of millions of lines).
const NEAR_INTERVAL: u64 = 1024;
const NEAR_MAX: usize = 32;
/// A state with a heap larger than this is not kept as a near checkpoint
/// (the list and cpp views' piled-up boards: the spread ones suffice).
const NEAR_MAX_CELLS: usize = 20_000;

/// Where a run is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RunStatus {
    /// Before the first line step.
    Start,
    /// Paused before a line step.
    Running,
    /// The program has ended.
    Finished,
    /// Stopped by an error (run-time, or the step budget).
    Failed(ProgramError),
}

/// One variable as the page shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VarView {
    /// Its name.
    pub name: String,
    /// Its declared type as the program writes it in Java terms: `int`,
    /// `byte`, `short`, `long`, `boolean`, `char`, `String`, `int[]`,
    /// `ArrayList<int>`, `vector<String>` (masks are shown in its width).
    pub ty: String,
    /// Its value in the canonical text of docs/programs.md (`[0, 2, 0, 0]`, `?`, `true`).
    pub value: String,
    /// For the board's array: one flag per cell, `true` where the cell
    /// holds a stale value: its row has no queen on the board, and it is
    /// not the cell of the row the program is searching with its candidate
    /// kept in the array (iterative's `a[k]`, brute force's `a[i]`: see
    /// [`View::candidate_cell`]). Empty otherwise.
    pub stale: Vec<bool>,
}

/// One active call.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FrameView {
    /// The function's name.
    pub name: String,
    /// The line it is at (for a caller: the line of its call).
    pub line: u32,
    /// Parameters, then the locals in scope, in declaration order.
    pub vars: Vec<VarView>,
}

/// Everything the page shows at one step.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Snapshot {
    /// The line about to execute (0 before the start and at the end).
    pub line: u32,
    /// Active calls, outermost first.
    pub frames: Vec<FrameView>,
    /// Globals (or fields) in declaration order.
    pub globals: Vec<VarView>,
    /// The board the events imply: each row's queen column, if any.
    pub board: Vec<Option<u8>>,
    /// The rejects the board marks with the latest event (the page's
    /// `rejectRun` by event): those just before it, and it too when it is a
    /// reject; oldest first. By line, what keeps a row's ✕ between events.
    pub reject_run: Vec<ProgramEvent>,
    /// The event of this step, if the step is at one.
    pub event: Option<ProgramEvent>,
    /// That event's facts (see [`EventFacts`]).
    pub facts: Option<EventFacts>,
    /// Running totals of the events so far.
    pub counts: StepCounts,
    /// Line steps taken.
    pub line_step: u64,
    /// Events taken.
    pub event_step: u64,
    /// Where the run is.
    pub status: RunStatus,
}

#[derive(Debug, Clone)]
struct State {
    m: Machine,
    tracker: Tracker,
    /// Events raised and applied to the board (all those of the line steps taken).
    raised: u64,
    /// Events stepped over: `raised` minus those still queued.
    event_pos: u64,
    queued: VecDeque<(ProgramEvent, EventFacts)>,
    current: Option<(ProgramEvent, EventFacts)>,
    done_sent: bool,
}

/// A program running for board size `n`, stepped by line or by event.
///
/// ```
/// use nqueens_lab::programs::{ProgramEvent, ProgramRun};
/// let mut run = ProgramRun::new("leetcode", 4)?;
/// // LeetCode's version never tries an attacked square: no rejects
/// let mut events = vec![];
/// while let Some(e) = run.step_event()? {
///     events.push(e);
/// }
/// assert!(!events.iter().any(|e| matches!(e, ProgramEvent::Reject { .. })));
/// assert_eq!(run.counts().solutions, 2);
/// run.seek_event(1)?;
/// assert_eq!(run.snapshot().event, Some(ProgramEvent::Place { row: 0, col: 0 }));
/// # Ok::<(), nqueens_lab::Error>(())
/// ```
#[derive(Clone)]
pub struct ProgramRun {
    view: Option<View>,
    /// For an edited program: the view's hooks found again in its text.
    mapped: Option<Rc<MappedHooks>>,
    program: Rc<Program>,
    n: usize,
    s: State,
    checkpoints: Vec<(u64, State)>,
    /// Near checkpoints (see [`NEAR_INTERVAL`]), in no order.
    near: Vec<(u64, State)>,
    interval: u64,
    budget: u64,
}

impl ProgramRun {
    /// A run of the named view (see [`VIEW_NAMES`](super::VIEW_NAMES)) for
    /// an `n`×`n` board, `1 <= n <= view.max_n()`.
    pub fn new(view: &str, n: usize) -> Result<ProgramRun, Error> {
        let view = View::from_name(view)?;
        ProgramRun::of_view(view, n)
    }

    /// A run of a view's built-in program.
    pub fn of_view(view: View, n: usize) -> Result<ProgramRun, Error> {
        check_n(view, n)?;
        let src = view.source("zh")?;
        let program = build(src, view.lang(), view.entry(), &hook_lines(view))?;
        Ok(ProgramRun::start(Some(view), program, n))
    }

    /// A run of an edited program in the language of `view`, started the
    /// same way (same entry function). Its search events are the view's,
    /// on the statements whose code is still there (found by their tokens,
    /// however laid out: a changed or deleted statement raises no event).
    pub fn with_source(view: &str, source: &str, n: usize) -> Result<ProgramRun, Error> {
        let view = View::from_name(view)?;
        check_n(view, n)?;
        let own = ["zh", "en"]
            .iter()
            .any(|l| view.source(l).is_ok_and(|s| s == source));
        if own {
            return ProgramRun::of_view(view, n);
        }
        let (unit, tokens) = parse_with_tokens(source).map_err(Error::Program)?;
        let mapped = MappedHooks::new(view, &unit, &tokens);
        let entry = renames::spelling(mapped.renames(), view.entry());
        let mut program =
            compile(&unit, view.lang(), entry, mapped.hook_lines()).map_err(Error::Program)?;
        program.hook_names = mapped.renames().to_vec();
        let mut run = ProgramRun::start(None, program, n);
        run.mapped = Some(Rc::new(mapped));
        Ok(run)
    }

    fn start(view: Option<View>, program: Program, n: usize) -> ProgramRun {
        let m = Machine::new(&program, n as i64);
        let s = State {
            m,
            tracker: Tracker::new(n),
            raised: 0,
            event_pos: 0,
            queued: VecDeque::new(),
            current: None,
            done_sent: false,
        };
        ProgramRun {
            view,
            mapped: None,
            program: Rc::new(program),
            n,
            checkpoints: vec![(0, s.clone())],
            near: Vec::new(),
            s,
            interval: 1024,
            budget: DEFAULT_STEP_BUDGET,
        }
    }

    /// The view, for a built-in program (`None` for an edited one).
    pub fn view(&self) -> Option<View> {
        self.view
    }

    /// Whether this runs an edited text rather than a built-in program.
    pub fn is_edited(&self) -> bool {
        self.mapped.is_some()
    }

    /// For an edited text: the lines of the built-in program whose
    /// statement raises events and is no longer in the text (changed,
    /// deleted, or written more than once), ascending. What those
    /// statements do raises no event, so the search shown can miss steps
    /// the program takes. Empty for a built-in program.
    pub fn changed_event_lines(&self) -> Vec<u32> {
        self.mapped
            .as_ref()
            .map_or_else(Vec::new, |m| m.missing().to_vec())
    }

    /// Each function's parameters and written cells, and the bit sets, as
    /// the program's own syntax tree has them (see [`ProgramFacts`]).
    pub fn program_facts(&self) -> &ProgramFacts {
        &self.program.facts
    }

    /// The array that holds the board as this program names it (an edited
    /// program may have renamed its view's array), and the index of row 0
    /// in it; `None` for the bit-set views.
    pub fn board_array(&self) -> Option<(String, usize)> {
        let (name, offset) = self.shown_view()?.board_array()?;
        Some((self.program.spelling(name).to_string(), offset))
    }

    /// The arrays besides the board whose cells the program uses only in
    /// part, as this program names them: `(name, first, last)` (see
    /// [`View::used_ranges`]).
    pub fn used_ranges(&self) -> Vec<(String, usize, usize)> {
        let Some(view) = self.shown_view() else {
            return Vec::new();
        };
        view.used_ranges(self.n)
            .into_iter()
            .map(|(name, first, last)| (self.program.spelling(name).to_string(), first, last))
            .collect()
    }

    /// The board size.
    pub fn n(&self) -> usize {
        self.n
    }

    /// The language of the program.
    pub fn lang(&self) -> Lang {
        self.program.lang
    }

    /// Sets the most line steps the run may take (at least 1).
    pub fn set_step_budget(&mut self, budget: u64) {
        self.budget = budget.max(1);
    }

    /// Line steps taken.
    pub fn line_step(&self) -> u64 {
        self.s.m.steps
    }

    /// Events taken.
    pub fn event_step(&self) -> u64 {
        self.s.event_pos
    }

    /// Running totals of the events applied (all those of the line steps taken).
    pub fn counts(&self) -> StepCounts {
        self.s.tracker.counts
    }

    /// How many of the solutions counted so far are none: two queens
    /// attack each other, a queen stands off the board or a row has none
    /// (the printed bit-set program, a learner's wrong edit).
    pub fn wrong_solutions(&self) -> u64 {
        self.s.tracker.wrong_solutions()
    }

    /// Everything the program printed so far.
    pub fn output(&self) -> String {
        self.s.m.output()
    }

    /// The last `lines` lines of [`output`](Self::output): what a console
    /// window shows (the whole output can be megabytes).
    pub fn output_tail(&self, lines: usize) -> String {
        self.s.m.output_tail(lines)
    }

    /// The value the entry function returned, once finished, as canonical text.
    pub fn result(&self) -> Option<String> {
        let v = self.s.m.result.as_ref()?;
        if *v == Value::Null {
            return None;
        }
        let mut out = String::new();
        write_value(&mut out, v, &self.s.m.heap, 0);
        Some(out)
    }

    /// Where the run is.
    pub fn status(&self) -> RunStatus {
        match &self.s.m.status {
            Status::Start => RunStatus::Start,
            Status::AtLine => RunStatus::Running,
            Status::Finished => RunStatus::Finished,
            Status::Failed(e) => RunStatus::Failed(e.clone()),
        }
    }

    fn failed(&self) -> Option<Error> {
        match &self.s.m.status {
            Status::Failed(e) => Some(Error::Program(e.clone())),
            _ => None,
        }
    }

    /// Takes the next line step: `Ok(true)`, or `Ok(false)` when the
    /// program has ended; an error stops the run (and is returned again).
    /// The step takes the events it raises: the snapshot's event is the
    /// last of them.
    pub fn step_line(&mut self) -> Result<bool, Error> {
        self.take_queued();
        let stepped = self.advance_line();
        self.take_queued();
        if stepped.is_ok() {
            self.checkpoint();
        }
        stepped
    }

    /// Events raised but not yet stepped over are taken.
    fn take_queued(&mut self) {
        while let Some(e) = self.s.queued.pop_front() {
            self.s.event_pos += 1;
            self.s.current = Some(e);
        }
    }

    /// One line step, leaving its events queued (for `step_event`).
    fn advance_line(&mut self) -> Result<bool, Error> {
        self.advance_line_with(None)
    }

    /// [`advance_line`](Self::advance_line), with `capture` looking on at the hooks.
    fn advance_line_with(&mut self, capture: Option<&Capture<'_>>) -> Result<bool, Error> {
        if let Some(e) = self.failed() {
            return Err(e);
        }
        if self.s.m.status == Status::Finished {
            return Ok(false);
        }
        self.s.m.budget = self.budget;
        let view_hooks;
        let hooks: &dyn Hooks = match (&self.mapped, self.view) {
            (Some(mapped), _) => mapped.as_ref(),
            (None, Some(v)) => {
                view_hooks = ViewHooks(v);
                &view_hooks
            }
            (None, None) => &super::events::NoHooks,
        };
        let capturing;
        let hooks: &dyn Hooks = match capture {
            Some(capture) => {
                capturing = Capturing {
                    inner: hooks,
                    capture,
                };
                &capturing
            }
            None => hooks,
        };
        let stepped = self.s.m.step(&self.program, hooks);
        self.s.current = None;
        let raised = std::mem::take(&mut self.s.m.raised);
        for e in raised {
            let e = self.s.tracker.apply(e);
            self.s.raised += 1;
            self.s.queued.push_back(e);
        }
        if !stepped && self.s.m.status == Status::Finished && !self.s.done_sent {
            self.s.done_sent = true;
            self.s.raised += 1;
            let done = self.s.tracker.apply(ProgramEvent::Done);
            self.s.queued.push_back(done);
        }
        if let Some(e) = self.failed() {
            return Err(e);
        }
        Ok(stepped)
    }

    fn checkpoint(&mut self) {
        self.near_checkpoint();
        let step = self.s.m.steps;
        let last = self.checkpoints.last().map_or(0, |c| c.0);
        if step >= last + self.interval && self.s.queued.is_empty() {
            self.checkpoints.push((step, self.s.clone()));
            let cells = |c: &[(u64, State)]| c.iter().map(|(_, s)| s.m.heap_cells).sum::<usize>();
            while self.checkpoints.len() > 2
                && (self.checkpoints.len() > MAX_CHECKPOINTS
                    || cells(&self.checkpoints) > MAX_CHECKPOINT_CELLS)
            {
                // keep the start and every other one
                let mut k = 0;
                self.checkpoints.retain(|_| {
                    k += 1;
                    k % 2 == 1
                });
                self.interval *= 2;
            }
        }
    }

    fn near_checkpoint(&mut self) {
        let step = self.s.m.steps;
        if !self.s.queued.is_empty() || self.s.m.heap_cells > NEAR_MAX_CELLS {
            return;
        }
        let below = self
            .near
            .iter()
            .map(|c| c.0)
            .filter(|&at| at <= step)
            .max()
            .unwrap_or(0);
        if step < below + NEAR_INTERVAL {
            return;
        }
        if self.near.len() >= NEAR_MAX {
            // drop the one farthest from here
            if let Some(far) = (0..self.near.len()).max_by_key(|&k| self.near[k].0.abs_diff(step)) {
                self.near.swap_remove(far);
            }
        }
        self.near.push((step, self.s.clone()));
    }

    /// Takes line steps until the next event and returns it; `Ok(None)`
    /// once the run has ended and its `Done` has been returned.
    pub fn step_event(&mut self) -> Result<Option<ProgramEvent>, Error> {
        Ok(self.step_event_with_facts()?.map(|(e, _)| e))
    }

    /// [`step_event`](Self::step_event), with the event's facts.
    pub fn step_event_with_facts(&mut self) -> Result<Option<(ProgramEvent, EventFacts)>, Error> {
        loop {
            if let Some(e) = self.s.queued.pop_front() {
                self.s.event_pos += 1;
                self.s.current = Some(e.clone());
                return Ok(Some(e));
            }
            // a line step leaves its events queued for this loop
            let stepped = self.advance_line()?;
            if self.s.queued.is_empty() {
                self.checkpoint();
                if !stepped {
                    return Ok(None);
                }
            }
        }
    }

    /// Like [`step_event`](Self::step_event), but takes at most
    /// `max_lines` line steps looking for the event: what it found, and
    /// the line steps taken. A run that is paused this way goes on from
    /// where it stopped at the next call (for slices of a long search).
    pub fn next_event_within(&mut self, max_lines: u64) -> Result<(EventPoll, u64), Error> {
        let mut taken = 0;
        loop {
            if let Some((e, facts)) = self.s.queued.pop_front() {
                self.s.event_pos += 1;
                self.s.current = Some((e.clone(), facts));
                return Ok((EventPoll::Event(e), taken));
            }
            if taken >= max_lines {
                return Ok((EventPoll::Paused, taken));
            }
            let stepped = self.advance_line()?;
            taken += 1;
            if self.s.queued.is_empty() {
                self.checkpoint();
                if !stepped {
                    return Ok((EventPoll::End, taken));
                }
            }
        }
    }

    /// The event [`step_event`](Self::step_event) would return, without taking it.
    pub fn peek_event(&mut self) -> Result<Option<ProgramEvent>, Error> {
        Ok(self.peek_event_with_facts()?.map(|(e, _)| e))
    }

    /// [`peek_event`](Self::peek_event), with the event's facts.
    pub fn peek_event_with_facts(&mut self) -> Result<Option<(ProgramEvent, EventFacts)>, Error> {
        let saved = self.s.clone();
        let e = self.step_event_with_facts();
        self.s = saved;
        e
    }

    /// The facts of the current event (the last one taken), if any.
    pub fn facts(&self) -> Option<&EventFacts> {
        self.s.current.as_ref().map(|(_, facts)| facts)
    }

    /// Runs to the end (or an error, or the budget).
    pub fn run_to_end(&mut self) -> Result<(), Error> {
        while self.step_line()? {}
        Ok(())
    }

    /// Restores the latest checkpoint (spread or near) that `keep` accepts.
    fn restore_before(&mut self, keep: impl Fn(&State) -> bool) {
        let k = self
            .checkpoints
            .iter()
            .rposition(|(_, s)| keep(s))
            .unwrap_or(0);
        let far = &self.checkpoints[k];
        let near = self
            .near
            .iter()
            .filter(|(at, s)| *at > far.0 && keep(s))
            .max_by_key(|(at, _)| *at);
        self.s = near.unwrap_or(far).1.clone();
    }

    /// Goes to line step `k` (clamped to the end); the line step reached.
    pub fn seek_line(&mut self, k: u64) -> Result<u64, Error> {
        let past = self.s.m.status != Status::AtLine && self.s.m.steps == k;
        if k < self.s.m.steps || past || self.failed().is_some() {
            self.restore_before(|s| {
                s.m.steps <= k && (s.m.steps < k || s.m.status == Status::AtLine || k == 0)
            });
        }
        while self.s.m.steps < k {
            if !self.step_line()? {
                break;
            }
        }
        Ok(self.s.m.steps)
    }

    /// Goes to event `k` (clamped to the end); the event step reached.
    pub fn seek_event(&mut self, k: u64) -> Result<u64, Error> {
        if k < self.s.event_pos || self.failed().is_some() {
            self.restore_before(|s| s.event_pos <= k);
        }
        while self.s.event_pos < k {
            if self.step_event()?.is_none() {
                break;
            }
        }
        Ok(self.s.event_pos)
    }

    /// One line step back (by re-execution); false at the start.
    pub fn back_line(&mut self) -> Result<bool, Error> {
        let k = self.s.m.steps;
        if k == 0 {
            return Ok(false);
        }
        self.seek_line(k - 1)?;
        Ok(true)
    }

    /// One event back; false at the start.
    pub fn back_event(&mut self) -> Result<bool, Error> {
        let k = self.s.event_pos;
        if k == 0 {
            return Ok(false);
        }
        self.seek_event(k - 1)?;
        Ok(true)
    }

    /// The canonical text of the current line step (docs/programs.md).
    pub fn step_text(&self) -> String {
        step_text(&self.s.m, &self.program)
    }

    /// Everything the page shows now.
    pub fn snapshot(&self) -> Snapshot {
        let m = &self.s.m;
        let (frames, globals) =
            render_state(m, &self.program, self.shown_view(), &self.s.tracker.board);
        Snapshot {
            line: m.line(),
            frames,
            globals,
            board: self.s.tracker.board.clone(),
            reject_run: self.s.tracker.reject_run().to_vec(),
            event: self.s.current.as_ref().map(|(e, _)| e.clone()),
            facts: self.s.current.as_ref().map(|(_, f)| f.clone()),
            counts: self.s.tracker.counts,
            line_step: m.steps,
            event_step: self.s.event_pos,
            status: self.status(),
        }
    }

    /// The snapshot of the moment the current event was raised: `line` is
    /// the line that raised it (the test that rejected, the assignment that
    /// placed, the call whose return lifted a queen), `frames` and `globals`
    /// the call stack with its locals at that moment (a reject by
    /// `isValid`'s test has `isValid`'s frame, which has returned by the
    /// time the run pauses at its next line step); the board, the event,
    /// the counts and the position are [`snapshot`](Self::snapshot)'s.
    /// `None` when there is no such event: before the first, or at `Done`.
    /// The raising line step is re-executed from the nearest checkpoint
    /// (about a thousand lines at most); the run stays where it is.
    pub fn event_snapshot(&mut self) -> Option<Snapshot> {
        let current = self.s.current.as_ref()?;
        if current.0 == ProgramEvent::Done || self.s.m.steps == 0 {
            return None;
        }
        let saved = self.s.clone();
        let site = self.raise_site(saved.m.steps, saved.event_pos, &saved.tracker.board);
        self.s = saved;
        let (line, frames, globals) = site?;
        Some(Snapshot {
            line,
            frames,
            globals,
            ..self.snapshot()
        })
    }

    /// Re-executes line step `k` (from step `k - 1`) and catches the
    /// state at the raise of event number `event` (1-based over the run),
    /// its cells' staleness read against `board`.
    fn raise_site(&mut self, k: u64, event: u64, board: &[Option<u8>]) -> Option<Site> {
        if self.seek_line(k - 1).ok()? != k - 1 {
            return None;
        }
        let nth = event.checked_sub(self.s.raised).filter(|&nth| nth > 0)?;
        let capture = Capture {
            nth,
            seen: Cell::new(0),
            site: RefCell::new(None),
            view: self.shown_view(),
            board,
        };
        let _ = self.advance_line_with(Some(&capture));
        capture.site.into_inner()
    }

    /// The view whose facts (board array, candidate cell) the run has.
    fn shown_view(&self) -> Option<View> {
        self.view.or(self.mapped.as_ref().map(|m| m.view))
    }
}

/// A line and the call stack and globals at one moment.
type Site = (u32, Vec<FrameView>, Vec<VarView>);

/// Catches the state at the raise of the `nth` event of one line step.
struct Capture<'a> {
    nth: u64,
    seen: Cell<u64>,
    site: RefCell<Option<Site>>,
    view: Option<View>,
    board: &'a [Option<u8>],
}

/// A view's hooks, with a [`Capture`] looking on.
struct Capturing<'a, 'b> {
    inner: &'a dyn Hooks,
    capture: &'a Capture<'b>,
}

impl Capturing<'_, '_> {
    fn saw(&self, raised: &Option<ProgramEvent>, line: u32, m: &Machine, p: &Program) {
        if raised.is_none() {
            return;
        }
        let c = self.capture;
        c.seen.set(c.seen.get() + 1);
        if c.seen.get() == c.nth {
            let (frames, globals) = render_state(m, p, c.view, c.board);
            *c.site.borrow_mut() = Some((line, frames, globals));
        }
    }
}

impl Hooks for Capturing<'_, '_> {
    fn after(&self, line: u32, m: &Machine, p: &Program) -> Option<ProgramEvent> {
        let e = self.inner.after(line, m, p);
        self.saw(&e, line, m, p);
        e
    }
    fn cond(&self, line: u32, taken: bool, m: &Machine, p: &Program) -> Option<ProgramEvent> {
        let e = self.inner.cond(line, taken, m, p);
        self.saw(&e, line, m, p);
        e
    }
}

/// The index, in the board's array, of the row the program is searching
/// when it keeps its candidate there (`View::candidate_cell`): the
/// variable of the innermost call of that function.
fn candidate_index(m: &Machine, p: &Program, view: View) -> Option<usize> {
    let (func, name) = view.candidate_cell()?;
    let (func, name) = (p.spelling(func), p.spelling(name));
    m.frames().iter().rev().find_map(|f| {
        let code = &p.funcs[f.func as usize];
        if code.name != func {
            return None;
        }
        let k = code.locals.iter().rposition(|(n, _)| n == name)?;
        match f.locals.get(k)? {
            Value::Int(i) => usize::try_from(*i).ok(),
            _ => None,
        }
    })
}

/// The frames and the globals of `m` as the page shows them; the cells of
/// the board's array that hold no live value are flagged stale: live are
/// the rows with a queen on `board`, and the row the program is searching
/// when it keeps its candidate in the array (iterative's `a[k]`).
fn render_state(
    m: &Machine,
    p: &Program,
    view: Option<View>,
    board: &[Option<u8>],
) -> (Vec<FrameView>, Vec<VarView>) {
    // The view's names as this program spells them (an edited one may rename them).
    let board_array = view
        .and_then(|v| v.board_array())
        .map(|(array, offset)| (p.spelling(array), offset));
    let candidate = view.and_then(|v| candidate_index(m, p, v));
    let var = |name: &str, ty: &super::ast::Ty, v: &Value| {
        let mut value = String::new();
        write_value(&mut value, v, &m.heap, 0);
        let mut stale = Vec::new();
        if let (Some((array, offset)), Value::Ref(r)) = (board_array, v) {
            if array == name {
                let len = m.heap.get(*r as usize).map_or(0, |o| o.cells.len());
                let rows = offset..offset + board.len();
                stale = (0..len)
                    .map(|cell| {
                        let queen = cell
                            .checked_sub(offset)
                            .and_then(|row| board.get(row).copied().flatten())
                            .is_some();
                        let searched = candidate == Some(cell) && rows.contains(&cell);
                        !queen && !searched
                    })
                    .collect();
            }
        }
        VarView {
            name: name.to_string(),
            ty: super::compile::ty_name(ty),
            value,
            stale,
        }
    };
    let frames = m
        .frames()
        .iter()
        .map(|f| {
            let func = &p.funcs[f.func as usize];
            FrameView {
                name: func.name.clone(),
                line: f.line,
                vars: f
                    .locals
                    .iter()
                    .enumerate()
                    .filter(|(_, v)| **v != Value::Dead)
                    .map(|(k, v)| var(&func.locals[k].0, &func.locals[k].1, v))
                    .collect(),
            }
        })
        .collect();
    let globals = p
        .globals
        .iter()
        .zip(&m.globals)
        .map(|((name, ty), v)| var(name, ty, v))
        .collect();
    (frames, globals)
}

impl fmt::Debug for ProgramRun {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("ProgramRun")
            .field("view", &self.view)
            .field("edited", &self.mapped.is_some())
            .field("n", &self.n)
            .field("line_step", &self.s.m.steps)
            .field("event_step", &self.s.event_pos)
            .finish()
    }
}

fn check_n(view: View, n: usize) -> Result<(), Error> {
    if n == 0 || n > view.max_n() {
        return Err(Error::TooLargeForStrategy {
            strategy: view.name(),
            n,
            max: view.max_n(),
        });
    }
    Ok(())
}

fn build(src: &str, lang: Lang, entry: &str, hooks: &HookLines) -> Result<Program, Error> {
    let unit = parse(src).map_err(Error::Program)?;
    compile(&unit, lang, entry, hooks).map_err(Error::Program)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Runs `body` as the entry of a Java program and returns its output.
    fn java(body: &str) -> String {
        let src = format!("void placeQueens(int n) {{\n{body}\n}}\n");
        let mut run = ProgramRun::with_source("recursive", &src, 4).unwrap();
        run.run_to_end().unwrap();
        run.output()
    }

    #[test]
    fn the_output_tail_is_the_last_lines_printed() {
        let src = "void placeQueens(int n) {\n    System.out.println(1);\n    System.out.println(2);\n    System.out.print(3);\n}\n";
        let mut run = ProgramRun::with_source("recursive", src, 4).unwrap();
        assert_eq!(run.output_tail(5), "");
        run.run_to_end().unwrap();
        assert_eq!(run.output(), "1\n2\n3");
        assert_eq!(run.output_tail(1), "3");
        assert_eq!(run.output_tail(2), "2\n3");
        assert_eq!(run.output_tail(9), "1\n2\n3");
        assert_eq!(run.output_tail(0), "");
        // A finished line is one line, its newline kept.
        let mut builtin = ProgramRun::new("recursive", 4).unwrap();
        builtin.run_to_end().unwrap();
        assert_eq!(builtin.output_tail(1), "4皇后一共有2种摆法\n");
        assert!(builtin.output().ends_with(&builtin.output_tail(3)));
        assert_eq!(builtin.output_tail(3).lines().count(), 3);
    }

    #[test]
    fn java_integer_semantics() {
        assert_eq!(java("System.out.print(1 << 33);"), "2");
        assert_eq!(java("System.out.print(1 << 31);"), "-2147483648");
        assert_eq!(
            java("int x = 2147483647; x++; System.out.print(x);"),
            "-2147483648"
        );
        assert_eq!(java("byte b = 0; b |= 128; System.out.print(b);"), "-128");
        assert_eq!(
            java("short s = 0; s += 40000; System.out.print(s);"),
            "-25536"
        );
        assert_eq!(
            java("long l = 1L << 40; System.out.print(l);"),
            "1099511627776"
        );
        assert_eq!(
            java("System.out.print(-7 / 2); System.out.print(-7 % 2);"),
            "-3-1"
        );
        assert_eq!(
            java("System.out.print(-8 >> 1); System.out.print(-8 >>> 28);"),
            "-415"
        );
        assert_eq!(
            java("System.out.print(Math.abs(-2147483647 - 1));"),
            "-2147483648"
        );
        assert_eq!(java("System.out.print(1 + 2 + \"x\" + 1 + 2);"), "3x12");
        assert_eq!(
            java("boolean a, b, c; a = b = c = true; System.out.print(a && b && c);"),
            "true"
        );
        assert_eq!(java("int x = 5; System.out.print(x > 3 ? 1 : 0);"), "1");
        assert_eq!(java("char c = 'A'; c += 2; System.out.print(c);"), "C");
    }
}
