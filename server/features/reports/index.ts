export { reportCategories } from './categories.ts';
