/** The account module's front door: "Mijn Gouden Haan", a customer signed in by e-mail link (decision 049). */
export { accountRoutes, registerAccounts, signedInCustomer } from './account.routes';
export { createAccountService, type AccountService } from './account.service';
