-- "Combineert met aanbiedingen" (issue 31 item 3, decision 038): per coupon, whether it applies on
-- top of the offers. Default no: the customer then gets whichever gives more.
ALTER TABLE "coupons" ADD COLUMN "combines_with_offers" boolean DEFAULT false NOT NULL;
