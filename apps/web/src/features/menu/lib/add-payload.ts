/** The payload the menu hands to the cart (the spec's cart item; prices in euros). */
export interface SelectedOptionPayload {
  choice: string;
  price: number;
}

export interface AddToCartPayload {
  id: string;
  name: string;
  price: number;
  quantity: number;
  category: string;
  location: string;
  selectedOptions: SelectedOptionPayload[];
  /** The owner's "Geen losse saus", so that the line shows its price at once (not sent). */
  notLooseSauce?: boolean;
}

/** What the menu calls to add an item; the route composes it with the cart store. */
export type OnAdd = (payload: AddToCartPayload) => void | Promise<unknown>;
