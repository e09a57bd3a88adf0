export { createMapTileRoutes } from './map-tile-routes';
