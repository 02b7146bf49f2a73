//! `join-memory N [PIECES]` (`cargo run --release --example join-memory --
//! 20 40`): counts PIECES pieces (40 by default) spread evenly across
//! `CountPlan(N)` on one thread, as a worker of the page might, and prints
//! the heap's peak (the most bytes held at once, by a counting allocator
//! that counts a `realloc` as a new block and a freed one, as wasm's
//! allocator copies) after the first piece and after all, with the
//! process's `VmHWM` (Linux). `VERBOSE=1` prints every piece. Issue #30:
//! a wasm worker's memory never shrinks back from its peak.
use nqueens_lab::CountPlan;
use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering::Relaxed};
use std::time::Instant;

struct Counting;
static LIVE: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, l: Layout) -> *mut u8 {
        let live = LIVE.fetch_add(l.size(), Relaxed) + l.size();
        PEAK.fetch_max(live, Relaxed);
        System.alloc(l)
    }
    unsafe fn dealloc(&self, p: *mut u8, l: Layout) {
        LIVE.fetch_sub(l.size(), Relaxed);
        System.dealloc(p, l)
    }
    unsafe fn realloc(&self, p: *mut u8, l: Layout, new: usize) -> *mut u8 {
        // Counted as a new block and a freed one (a copy, as in wasm).
        let live = LIVE.fetch_add(new, Relaxed) + new;
        PEAK.fetch_max(live, Relaxed);
        let q = System.realloc(p, l, new);
        LIVE.fetch_sub(l.size(), Relaxed);
        q
    }
}

#[global_allocator]
static A: Counting = Counting;

fn hwm() -> String {
    std::fs::read_to_string("/proc/self/status")
        .unwrap_or_default()
        .lines()
        .find(|l| l.starts_with("VmHWM"))
        .unwrap_or("")
        .split_whitespace()
        .nth(1)
        .unwrap_or("")
        .to_string()
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let (Some(n), Some(k)) = (
        args.get(1).and_then(|s| s.parse::<usize>().ok()),
        args.get(2).map_or(Some(40), |s| s.parse::<usize>().ok()),
    ) else {
        eprintln!("usage: join-memory N [PIECES]");
        std::process::exit(2);
    };
    let plan = CountPlan::new(n).expect("a board size the plans take");
    let len = plan.len();
    let mb = |b: usize| b as f64 / 1e6;
    let t0 = Instant::now();
    let mut total = 0u64;
    for i in 0..k {
        let index = (i * len / k).max(1);
        let t = Instant::now();
        total += plan.count_piece(index).unwrap().total();
        if i == 0 || std::env::var_os("VERBOSE").is_some() {
            println!(
                "piece {index}: {:.2} s, live {:.1} MB, peak {:.1} MB, VmHWM {} kB",
                t.elapsed().as_secs_f64(),
                mb(LIVE.load(Relaxed)),
                mb(PEAK.load(Relaxed)),
                hwm()
            );
        }
    }
    println!(
        "n={n} {k} of {len} pieces: {:.1} s, sum {total}, live {:.1} MB, peak {:.1} MB, VmHWM {} kB",
        t0.elapsed().as_secs_f64(),
        mb(LIVE.load(Relaxed)),
        mb(PEAK.load(Relaxed)),
        hwm()
    );
}
