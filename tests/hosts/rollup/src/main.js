// What a tutorial author writes: the element by its package name, and the API.
import 'nqueens/element';
import init, { totalNQueens } from 'nqueens';

await init();
document.getElementById('answer').textContent = String(totalNQueens(8));
