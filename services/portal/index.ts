/** The portal's own calls: the lists it loads at start, its log sink, the transactions report. */
export { portalRoutes } from './routes';
