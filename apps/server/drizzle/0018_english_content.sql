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
--> statement-breakpoint
-- Installations seeded before this migration: the demo content gets the seed's English, only where
-- its Dutch is still the seed's own and no English is written.
UPDATE "categories" SET "name_en" = v.en FROM (VALUES
  ('kip', 'Kip', 'Chicken'),
  ('burgers', 'Burgers', 'Burgers'),
  ('wraps', 'Wraps', 'Wraps'),
  ('menus', 'Menu''s', 'Meals'),
  ('bijgerechten', 'Bijgerechten', 'Sides'),
  ('sauzen', 'Sauzen', 'Sauces'),
  ('dranken', 'Dranken', 'Drinks'),
  ('desserts', 'Desserts', 'Desserts')
) AS v(slug, nl, en)
WHERE "categories"."slug" = v.slug AND "categories"."name" = v.nl AND "categories"."name_en" IS NULL;
--> statement-breakpoint
UPDATE "products" SET "name_en" = v.en, "description_en" = v.den FROM (VALUES
  ('Halve kip van het spit', 'Een halve scharrelkip, 24 uur gemarineerd in citroen, knoflook en paprika, langzaam gegaard aan het spit.', 'Half spit-roast chicken', 'Half a free-range chicken, marinated for 24 hours in lemon, garlic and paprika, then slowly roasted on the spit.'),
  ('Hele kip van het spit', 'Een hele scharrelkip van het spit, om te delen. Goed voor twee tot drie personen.', 'Whole spit-roast chicken', 'A whole free-range chicken from the spit, made for sharing. Feeds two to three.'),
  ('Kippenpoten (4 stuks)', 'Vier sappige kippenpoten met onze kruidenrub, kort gegrild voor een krokant velletje.', 'Chicken drumsticks (4)', 'Four juicy drumsticks with our herb rub, briefly grilled for crisp skin.'),
  ('Spicy kipvleugels (8 stuks)', 'Kipvleugels in een pittige glaze van chili, soja en honing, bestrooid met sesam.', 'Spicy chicken wings (8)', 'Chicken wings in a fiery glaze of chilli, soy and honey, sprinkled with sesame seeds.'),
  ('Crispy tenders (5 stuks)', 'Kipfilethaasjes in een krokant jasje van karnemelk en panko.', 'Crispy tenders (5)', 'Chicken breast tenders in a crunchy buttermilk and panko coating.'),
  ('Kippendijen van de grill', 'Drie kippendijen met tijm, mosterd en een scheutje witte wijn, van de houtskoolgrill.', 'Grilled chicken thighs', 'Three chicken thighs with thyme, mustard and a splash of white wine, cooked over charcoal.'),
  ('Kipsaté (3 spiezen)', 'Gemarineerde kipdijspiezen met huisgemaakte pindasaus, atjar en gebakken uitjes.', 'Chicken satay (3 skewers)', 'Marinated chicken thigh skewers with homemade peanut sauce, atjar pickles and crispy fried onions.'),
  ('Crispy chicken burger', 'Krokante kipfilet op een brioche bol met koolsla, augurk en huisgemaakte mayonaise.', 'Crispy chicken burger', 'Crispy chicken breast in a brioche bun with coleslaw, pickles and homemade mayonnaise.'),
  ('Gouden Haan burger', 'Gegrilde kippendij met cheddar, bacon van kip, tomaat, sla en onze goudgele saus.', 'Gouden Haan burger', 'Grilled chicken thigh with cheddar, chicken bacon, tomato, lettuce and our golden house sauce.'),
  ('Spicy jalapeño burger', 'Krokante kip met jalapeños, pepperjack-kaas en chipotlemayonaise.', 'Spicy jalapeño burger', 'Crispy chicken with jalapeños, pepper jack cheese and chipotle mayonnaise.'),
  ('Dubbele crispy burger', 'Twee krokante kipfilets, dubbel cheddar en augurk. Voor de grote honger.', 'Double crispy burger', 'Two crispy chicken fillets, double cheddar and pickles. For a big appetite.'),
  ('Halloumi burger', 'Vegetarisch: gegrilde halloumi met geroosterde paprika, rucola en muhammara.', 'Halloumi burger', 'Vegetarian: grilled halloumi with roasted peppers, rocket and muhammara.'),
  ('Kinderburger', 'Een kleine burger van kipgehakt met ketchup, op een zacht broodje.', 'Kids'' burger', 'A small minced-chicken burger with ketchup in a soft bun.'),
  ('Chicken caesar wrap', 'Gegrilde kip, romaine, Parmezaanse kaas en caesardressing in een tarwetortilla.', 'Chicken Caesar wrap', 'Grilled chicken, romaine lettuce, Parmesan and Caesar dressing in a wheat tortilla.'),
  ('Teriyaki kipwrap', 'Kip in teriyakisaus met komkommer, wortel, lente-ui en geroosterde sesam.', 'Teriyaki chicken wrap', 'Chicken in teriyaki sauce with cucumber, carrot, spring onion and toasted sesame.'),
  ('Spicy kipwrap', 'Krokante tenders met sriracha-mayonaise, sla, tomaat en rode ui.', 'Spicy chicken wrap', 'Crispy tenders with sriracha mayonnaise, lettuce, tomato and red onion.'),
  ('Falafelwrap', 'Vegan: falafel met hummus, ingelegde rode kool, peterselie en tahin.', 'Falafel wrap', 'Vegan: falafel with hummus, pickled red cabbage, parsley and tahini.'),
  ('Gouden Haan menu', 'De Gouden Haan burger met een bijgerecht en een drankje naar keuze.', 'Gouden Haan meal', 'The Gouden Haan burger with a side and a drink of your choice.'),
  ('Halve kip menu', 'Halve kip van het spit met een bijgerecht, een drankje en een saus naar keuze.', 'Half chicken meal', 'Half a spit-roast chicken with a side, a drink and a sauce of your choice.'),
  ('Crispy burger menu', 'De crispy chicken burger met een bijgerecht en een drankje naar keuze.', 'Crispy burger meal', 'The crispy chicken burger with a side and a drink of your choice.'),
  ('Tenders menu', 'Vijf crispy tenders met een bijgerecht, een drankje en een saus naar keuze.', 'Tenders meal', 'Five crispy tenders with a side, a drink and a sauce of your choice.'),
  ('Kindermenu', 'Kinderburger of drie tenders met een klein bijgerecht, een drankje en een verrassing.', 'Kids'' meal', 'A kids'' burger or three tenders with a small side, a drink and a surprise.'),
  ('Familiebox', 'Een hele kip, vier kippenpoten, twee grote friet, koolsla en vier sauzen. Voor 3 à 4 personen.', 'Family box', 'A whole chicken, four drumsticks, two large fries, coleslaw and four sauces. Feeds three to four.'),
  ('Friet', 'Verse friet van Nederlandse aardappelen, gebakken in zonnebloemolie, met zeezout.', 'Fries', 'Freshly cut fries from Dutch potatoes, cooked in sunflower oil and finished with sea salt.'),
  ('Zoete-aardappelfriet', 'Krokante friet van zoete aardappel met een snufje gerookte paprika.', 'Sweet potato fries', 'Crispy sweet potato fries with a pinch of smoked paprika.'),
  ('Koolsla', 'Romige koolsla van witte en rode kool met wortel en een frisse dressing.', 'Coleslaw', 'Creamy slaw of white and red cabbage with carrot and a zesty dressing.'),
  ('Maiskolf met kruidenboter', 'Gegrilde maiskolf met kruidenboter van peterselie en knoflook.', 'Corn on the cob with herb butter', 'Grilled corn on the cob with parsley and garlic butter.'),
  ('Uienringen', 'Dikke uienringen in een krokant bierbeslag.', 'Onion rings', 'Thick onion rings in a crispy beer batter.'),
  ('Rozemarijnaardappeltjes', 'Krieltjes uit de oven met rozemarijn, knoflook en olijfolie.', 'Rosemary potatoes', 'Oven-roasted baby potatoes with rosemary, garlic and olive oil.'),
  ('Frisse salade', 'Gemengde sla met komkommer, tomaat, radijs en een mosterd-honingdressing.', 'Garden salad', 'Mixed leaves with cucumber, tomato, radish and a honey mustard dressing.'),
  ('Losse saus', 'Onze huisgemaakte sauzen in een bakje van 50 ml. Neem er gerust een paar.', 'Extra sauce', 'Our homemade sauces in a 50 ml pot. Go on, have a few.'),
  ('Sauzenproeverij', 'Vier kleine bakjes: knoflook, chili, honing-mosterd en barbecue.', 'Sauce tasting set', 'Four little pots: garlic, chilli, honey mustard and barbecue.'),
  ('Pindasaus', 'Huisgemaakte satésaus met een vleugje sambal, in een bakje van 100 ml.', 'Peanut sauce', 'Homemade satay sauce with a hint of sambal, in a 100 ml pot.'),
  ('Coca-Cola', 'Blikje van 33 cl, ijskoud.', 'Coca-Cola', '33 cl can, ice cold.'),
  ('Coca-Cola Zero', 'Blikje van 33 cl, zonder suiker.', 'Coca-Cola Zero', '33 cl can, sugar free.'),
  ('Fanta Sinas', 'Blikje van 33 cl.', 'Fanta Orange', '33 cl can.'),
  ('Spa blauw', 'Mineraalwater zonder koolzuur, flesje van 50 cl.', 'Spa still water', 'Still mineral water, 50 cl bottle.'),
  ('Huisgemaakte ijsthee', 'Zwarte thee met citroen, munt en een beetje honing. 40 cl.', 'Homemade iced tea', 'Black tea with lemon, mint and a touch of honey. 40 cl.'),
  ('Verse jus d''orange', 'Vers geperst sinaasappelsap, 30 cl.', 'Fresh orange juice', 'Freshly squeezed orange juice, 30 cl.'),
  ('Heineken 0.0', 'Alcoholvrij bier, flesje van 30 cl.', 'Heineken 0.0', 'Alcohol-free beer, 30 cl bottle.'),
  ('Chocoladebrownie', 'Smeuïge brownie van pure chocolade, lauwwarm geserveerd.', 'Chocolate brownie', 'Rich, fudgy dark chocolate brownie, served warm.'),
  ('Vanille-ijs met karamel', 'Twee bollen romig vanille-ijs met zoute karamelsaus.', 'Vanilla ice cream with caramel', 'Two scoops of creamy vanilla ice cream with salted caramel sauce.'),
  ('Milkshake', 'Dikke milkshake van vers ijs, 40 cl.', 'Milkshake', 'A thick milkshake made with fresh ice cream, 40 cl.'),
  ('Appeltaart', 'Hollandse appeltaart met kaneel en rozijnen, met een toef slagroom.', 'Dutch apple pie', 'Traditional Dutch apple pie with cinnamon and raisins, served with a dollop of whipped cream.')
) AS v(nl, dnl, en, den)
WHERE "products"."name" = v.nl AND "products"."description" = v.dnl AND "products"."name_en" IS NULL AND "products"."description_en" IS NULL;
--> statement-breakpoint
UPDATE "option_groups" SET "name_en" = v.en FROM (VALUES
  ('Saus keuze', 'Choice of sauce'),
  ('Extra''s', 'Extras'),
  ('Bijgerecht', 'Side'),
  ('Drank', 'Drink'),
  ('Hoofdgerecht', 'Main'),
  ('Extra bijgerecht', 'Extra side'),
  ('Formaat', 'Size'),
  ('Topping', 'Topping'),
  ('Smaak', 'Flavour')
) AS v(nl, en)
WHERE "option_groups"."name" = v.nl AND "option_groups"."name_en" IS NULL;
--> statement-breakpoint
UPDATE "options" SET "choice_en" = v.en FROM (VALUES
  ('Knoflooksaus', 'Garlic sauce'),
  ('Chilisaus', 'Chilli sauce'),
  ('Honing-mosterdsaus', 'Honey mustard sauce'),
  ('Barbecuesaus', 'Barbecue sauce'),
  ('Piri-pirisaus', 'Piri-piri sauce'),
  ('Extra kaas', 'Extra cheese'),
  ('Bacon van kip', 'Chicken bacon'),
  ('Jalapeños', 'Jalapeños'),
  ('Gebakken ui', 'Crispy fried onions'),
  ('Friet', 'Fries'),
  ('Zoete-aardappelfriet', 'Sweet potato fries'),
  ('Koolsla', 'Coleslaw'),
  ('Maiskolf', 'Corn on the cob'),
  ('Uienringen', 'Onion rings'),
  ('Coca-Cola', 'Coca-Cola'),
  ('Coca-Cola Zero', 'Coca-Cola Zero'),
  ('Fanta Sinas', 'Fanta Orange'),
  ('Spa blauw', 'Spa still water'),
  ('Huisgemaakte ijsthee', 'Homemade iced tea'),
  ('Kinderburger', 'Kids'' burger'),
  ('Drie crispy tenders', 'Three crispy tenders'),
  ('Kleine friet', 'Small fries'),
  ('Appelpartjes', 'Apple slices'),
  ('Appelsap', 'Apple juice'),
  ('Chocomel', 'Chocomel chocolate milk'),
  ('Normaal', 'Regular'),
  ('Groot', 'Large'),
  ('Gebrande amandelen', 'Toasted almonds'),
  ('Slagroom', 'Whipped cream'),
  ('Vanille', 'Vanilla'),
  ('Chocolade', 'Chocolate'),
  ('Aardbei', 'Strawberry')
) AS v(nl, en)
WHERE "options"."choice" = v.nl AND "options"."choice_en" IS NULL;
--> statement-breakpoint
UPDATE "offers" SET "title_en" = v.en, "description_en" = v.den, "badge_en" = v.ben FROM (VALUES
  ('Familiedeal', 'Een hele kip van het spit, friet en koolsla samen voor € 19,95: genoeg voor het hele gezin.', 'Family deal', 'A whole spit-roast chicken, fries and coleslaw together for €19.95: enough for the whole family.', 'Together €19.95'),
  ('Dinsdag burgerdag', 'Elke dinsdag krijg je bij elke crispy chicken burger een tweede voor de halve prijs.', 'Burger Tuesday', 'Every Tuesday, your second crispy chicken burger is half price.', '2nd one half price'),
  ('Studentenmenu Amsterdam', 'Wrap naar keuze, friet en een drankje voor een vriendelijke prijs. Laat je studentenpas zien.', 'Student meal Amsterdam', 'A wrap of your choice, fries and a drink at a friendly price. Just show your student card.', 'Amsterdam only'),
  ('Openingsfeest Rotterdam', 'Om onze nieuwe vestiging te vieren: bestel voor € 25 of meer en je huisgemaakte ijsthee is gratis.', 'Rotterdam opening party', 'To celebrate our new restaurant: order €25 or more and your homemade iced tea is on us.', 'Free drink'),
  ('Zomerse ijsthee', 'Huisgemaakte ijsthee met perzik, twee voor de prijs van één.', 'Summer iced tea', 'Homemade peach iced tea, two for the price of one.', 'Buy one, get one free')
) AS v(nl, dnl, en, den, ben)
WHERE "offers"."title" = v.nl AND "offers"."description" = v.dnl AND "offers"."title_en" IS NULL;
--> statement-breakpoint
UPDATE "news_articles" SET "title_en" = v.en, "summary_en" = v.sen, "body_en" = v.ben FROM (VALUES
  ('nieuwe-vestiging-rotterdam', 'Gouden Haan opent in Rotterdam!', 'Gouden Haan opens in Rotterdam!', 'After years of requests, it is finally happening: our second restaurant is open on Witte de Withstraat. Come and taste!', 'Rotterdam, here we are! At Witte de Withstraat 42 our second spit is now turning, with the same marinade, the same charcoal and the same patience as in Amsterdam.

The restaurant seats forty, has an open kitchen where you can watch the chickens turn, and a takeaway window. We deliver to the centre, Noord, Kralingen and Zuid.

Restaurant manager Samira and her team are ready to welcome you. See you soon in Rotterdam!'),
  ('herfstmenu-met-pompoen', 'Ons herfstmenu: geroosterde pompoen en ahornglazuur', 'Our autumn menu: roasted pumpkin and maple glaze', 'Until the end of November: chicken thighs with a maple and mustard glaze, roasted pumpkin and a warm apple crumble.', 'As the days get shorter, food can get a little warmer. Chef Ruben has put together an autumn menu you can order at both restaurants until the end of November.

The star of the menu: chicken thighs with a glaze of maple syrup and wholegrain mustard, taken off the spit the moment the skin crackles. On the side, roasted pumpkin with thyme and a fresh red cabbage salad.

For pudding there is a warm apple crumble with cinnamon. Enjoy!'),
  ('nu-ook-betalen-met-ideal', 'Online bestellen en betalen met iDEAL', 'Order online and pay with iDEAL', 'Order your favourites online, choose delivery or collection, and pay in seconds with iDEAL.', 'From today you can also order from Gouden Haan online. Choose your restaurant, put your order together and pay securely with iDEAL or your credit card.

You decide whether to collect your order or have it delivered, and when: as soon as possible or at a time that suits you.

As soon as your payment is in, your order appears in our kitchen straight away. So everything is fresh and hot when it is ready for you.'),
  ('onze-kip-komt-van-de-veluwe', 'Op bezoek bij onze kippenboer op de Veluwe', 'Visiting our chicken farmer on the Veluwe', 'Where does our chicken come from? We visited the Van den Brink family, who raise our free-range chickens.', 'Good chicken starts with the farmer. That is why we have worked with the Van den Brink family from Barneveld since our very first day.

Their chickens have room to roam, go outside and grow up at their own pace. You can taste it: the meat is firmer and full of flavour.

All our chicken is halal, slaughtered at a certified abattoir close to the farm. That keeps the chain short, and we know exactly what ends up on your plate.'),
  ('tien-jaar-gouden-haan', 'Tien jaar Gouden Haan: bedankt!', 'Ten years of Gouden Haan: thank you!', 'In 2016 our first spit started turning in De Pijp. Ten years and a great many chickens later, we want to say: thank you.', 'It started with one spit, a second-hand oven and Grandma Fatima''s recipe. Ten years later we are still in De Pijp, and now in Rotterdam too.

We want to thank everyone who came to eat with us, picked up a takeaway or recommended us to friends. You made Gouden Haan what it is.

To celebrate, you get a free dessert with every meal all month. See you soon!')
) AS v(slug, nl, en, sen, ben)
WHERE "news_articles"."slug" = v.slug AND "news_articles"."title" = v.nl AND "news_articles"."title_en" IS NULL;
--> statement-breakpoint
UPDATE "vacancies" SET "title_en" = v.en, "hours_en" = v.hen, "summary_en" = v.sen, "description_en" = v.den FROM (VALUES
  ('kok-amsterdam', 'Kok aan het spit', 'Spit-roast cook', '24 to 38 hours a week', 'You make sure every chicken comes off the spit perfectly cooked and golden brown.', 'As our spit-roast cook you are the heart of our kitchen in De Pijp. You marinate, skewer and roast, prepare the sides, and keep the kitchen clean and safe.

What we ask: experience in a professional kitchen, a good eye for quality, and a cool head on a busy Friday night.

What we offer: pay under the hospitality collective agreement (Horeca-cao), a meal every shift, fixed rotas two weeks ahead and a team that has your back.'),
  ('bezorger-rotterdam', 'Bezorger op de e-bike', 'E-bike delivery rider', '8 to 20 hours a week', 'Bring our chicken to Rotterdam homes, hot and with a smile.', 'You deliver orders in the centre, Noord, Kralingen and Zuid on a company e-bike. Between runs you lend a hand in the restaurant.

What we ask: you are 16 or older, know your way around Rotterdam a little and enjoy helping customers.

What we offer: flexible shifts, weekends included, you keep your tips, and an e-bike and rain gear from us.'),
  ('gastheer-gastvrouw', 'Gastheer of gastvrouw', 'Host', '12 to 32 hours a week', 'You are the first face of Gouden Haan, in Amsterdam or Rotterdam.', 'You welcome guests, take orders at the counter and on the phone, and make sure takeaway orders are ready on time.

What we ask: you are welcoming, speak Dutch and some English, and like to get stuck in.

What we offer: a friendly workplace with a close-knit team, room to grow into a shift leader, and a discount on all our dishes.')
) AS v(slug, nl, en, hen, sen, den)
WHERE "vacancies"."slug" = v.slug AND "vacancies"."title" = v.nl AND "vacancies"."title_en" IS NULL;
--> statement-breakpoint
UPDATE "gallery_images" SET "alt_en" = v.en, "caption_en" = v.cen FROM (VALUES
  ('/images/gallery/hele-kip.svg', 'Een hele, goudbruine kip van het spit op een houten plank', 'A whole golden-brown spit-roast chicken on a wooden board', 'Our whole chicken, marinated for 24 hours'),
  ('/images/gallery/spit.svg', 'Een rij kippen die draaien aan het spit boven gloeiende houtskool', 'A row of chickens turning on the spit above glowing charcoal', 'The spit in our open kitchen'),
  ('/images/gallery/burger.svg', 'Een crispy chicken burger met sla en tomaat op een brioche bol', 'A crispy chicken burger with lettuce and tomato in a brioche bun', 'Crispy chicken burger'),
  ('/images/gallery/wrap.svg', 'Een gevulde kipwrap, schuin doorgesneden', 'A filled chicken wrap, cut on the diagonal', 'Chicken wrap with garlic sauce'),
  ('/images/gallery/friet.svg', 'Een rood bakje met verse friet', 'A red tray of freshly cut fries', 'Fresh fries, fried twice'),
  ('/images/gallery/sauzen.svg', 'Vier bakjes huisgemaakte saus in verschillende kleuren', 'Four pots of homemade sauce in different colours', 'Our four homemade sauces'),
  ('/images/gallery/restaurant.svg', 'De gevel van een Gouden Haan-restaurant met een rode luifel', 'The front of a Gouden Haan restaurant with a red awning', 'Welcome to our restaurant'),
  ('/images/gallery/dessert.svg', 'Een schaaltje warme appelcrumble met een bolletje ijs', 'A bowl of warm apple crumble with a scoop of ice cream', 'Warm apple crumble'),
  ('/images/gallery/limonade.svg', 'Een glazen kan huisgemaakte limonade met citroen en munt', 'A glass jug of homemade lemonade with lemon and mint', 'Homemade lemonade')
) AS v(src, nl, en, cen)
WHERE "gallery_images"."src" = v.src AND "gallery_images"."alt" = v.nl AND "gallery_images"."alt_en" IS NULL;
