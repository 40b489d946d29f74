-- What autosuggest matches (search_texts.suggestion, migration 0021) for the texts indexed
-- so far: the document's title, article number, subtitle, manufacturer and category
-- names (weights A and B), which is how the indexer builds it from now on.
UPDATE search_texts SET suggestion = ts_filter(document, '{a,b}');
