//! `piece-times N [THREADS]` (`cargo run --release --example piece-times
//! -- 20 2`): times every piece of `CountPlan(N)` natively, THREADS threads
//! (2 by default) each taking every THREADS-th piece after building its
//! tables (timed apart: the third column, 0 when the thread had them),
//! and prints `index ms build_ms` per piece, then the mean. Issue
//! #30: what the page's estimate samples (count-estimate.js), the whole
//! of it, to check its sampling against.
use nqueens_lab::CountPlan;
use std::time::Instant;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let (Some(n), Some(threads)) = (
        args.get(1).and_then(|s| s.parse::<usize>().ok()),
        args.get(2).map_or(Some(2), |s| s.parse::<usize>().ok()),
    ) else {
        eprintln!("usage: piece-times N [THREADS]");
        std::process::exit(2);
    };
    let plan = CountPlan::new(n).expect("a board size the plans take");
    let len = plan.len();
    let times: Vec<(usize, f64, f64)> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads.max(1))
            .map(|t| {
                let plan = &plan;
                scope.spawn(move || {
                    (t..len)
                        .step_by(threads.max(1))
                        .map(|i| {
                            let building = Instant::now();
                            plan.prepare_piece(i);
                            let build = building.elapsed().as_secs_f64() * 1e3;
                            let start = Instant::now();
                            let _ = plan.count_piece(i);
                            (i, start.elapsed().as_secs_f64() * 1e3, build)
                        })
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|w| w.join().unwrap())
            .collect()
    });
    let mut sorted = times;
    sorted.sort_by_key(|&(i, _, _)| i);
    for (i, ms, build) in &sorted {
        println!("{i} {ms:.3} {build:.3}");
    }
    let mean = sorted.iter().map(|&(_, ms, _)| ms).sum::<f64>() / len as f64;
    eprintln!("n={n}: {len} pieces, mean {mean:.3} ms");
}
