export { FavouritesPage } from './favourites-page';
