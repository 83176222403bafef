/** The address module's front door: looking up a Dutch address, and checking a delivery address. */
export { addressRoutes } from './address.routes';
export { createAddressService, type AddressService } from './address.service';
export { createPdokLookup, PDOK_LOCATIESERVER } from './pdok';
