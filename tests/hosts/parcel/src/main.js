// What a tutorial author writes: the element by its package name, and the API.
import 'nqueens-lab/element';
import init, { totalNQueens } from 'nqueens-lab';

await init();
document.getElementById('answer').textContent = String(totalNQueens(8));
