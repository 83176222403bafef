-- Decision 017: the owner can say a product is no loose sauce ("Geen losse saus"), so that a dish
-- whose name contains "saus" is priced as a product (its price plus its options).
ALTER TABLE "products" ADD COLUMN "not_loose_sauce" boolean DEFAULT false NOT NULL;
