/** The reports (002 §2.2): their routes inside the frame of the reports the county offers; App.tsx mounts them. */
export { reportRoutes } from './routes';
