/** The stamp card feature (decision 052): the customer's cards for "Mijn Gouden Haan". */
export { StampCards } from './components/stamp-cards';
