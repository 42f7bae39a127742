export { helpRoute } from './routes';
