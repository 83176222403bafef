-- English for visitors (issue 20, decision 034): an English text beside each Dutch one a customer
-- reads. NULL or '' means not translated yet: the Dutch text shows meanwhile, marked as Dutch.
ALTER TABLE "categories" ADD COLUMN "name_en" text;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_en" text;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "description_en" text;
--> statement-breakpoint
ALTER TABLE "option_groups" ADD COLUMN "name_en" text;
--> statement-breakpoint
ALTER TABLE "options" ADD COLUMN "choice_en" text;
--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "title_en" text;
--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "description_en" text;
--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "badge_en" text;
--> statement-breakpoint
ALTER TABLE "news_articles" ADD COLUMN "title_en" text;
--> statement-breakpoint
ALTER TABLE "news_articles" ADD COLUMN "summary_en" text;
--> statement-breakpoint
ALTER TABLE "news_articles" ADD COLUMN "body_en" text;
--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "title_en" text;
--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "hours_en" text;
--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "summary_en" text;
--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "description_en" text;
--> statement-breakpoint
ALTER TABLE "gallery_images" ADD COLUMN "alt_en" text;
--> statement-breakpoint
ALTER TABLE "gallery_images" ADD COLUMN "caption_en" text;
