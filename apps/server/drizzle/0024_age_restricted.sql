-- 18+ as the Alcoholwet asks (issue 28 item 9, decision 048): the owner marks a product "Alcohol (18+)";
-- checkout then asks the customer to confirm being 18 or older, and staff check an ID at handover.
ALTER TABLE "products" ADD COLUMN "age_restricted" boolean DEFAULT false NOT NULL;
