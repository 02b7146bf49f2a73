// The default theme, plus the recipe's colour-scheme rule (custom.css).
import DefaultTheme from 'vitepress/theme';
import './custom.css';

export default DefaultTheme;
