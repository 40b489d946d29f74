-- The vocabulary of the titles indexed so far (search_title_words, migration 0018), split as
-- the indexer splits them (TITLE_WORD_SEPARATORS in src/modules/search/indexer.ts); from
-- now on the indexer adds the words of every text it writes.
INSERT INTO search_title_words (locale, word)
SELECT DISTINCT t.locale, w.word
FROM search_texts t, regexp_split_to_table(t.title_words, '[[:space:][:punct:]]+') AS w(word)
WHERE length(w.word) >= 2
ORDER BY 1, 2
ON CONFLICT DO NOTHING;
