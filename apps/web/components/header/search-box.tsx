"use client";

import { useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState } from "react";
import { browserApi } from "@/lib/browser-api";
import { t } from "@/lib/i18n/messages";
import { searchLink } from "@/lib/links";
import { type SearchHit, searchHits } from "@/lib/search-links";
import { Icon } from "../ui/icons";

/** Suggestions start at this many characters, a moment after the last key, with this many hits per kind. */
const MIN_LENGTH = 2;
const DEBOUNCE_MS = 200;
const PER_KIND = 3;

interface Suggestion extends SearchHit {
  href: string;
  kind: string;
}

/** Suggestions while typing, from the search call through the site's /rest; none when it fails (the form works). */
function useSuggestions(term: string): Suggestion[] {
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  useEffect(() => {
    const text = term.trim();
    if (text.length < MIN_LENGTH) {
      setSuggestions([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const { groups } = await browserApi().general.searchText(
          { text, max: PER_KIND },
          { signal: controller.signal },
        );
        setSuggestions(
          groups.flatMap((group) =>
            searchHits(group).flatMap((hit) => (hit.href ? [{ ...hit, href: hit.href, kind: group.label }] : [])),
          ),
        );
      } catch {
        if (!controller.signal.aborted) setSuggestions([]);
      }
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [term]);
  return suggestions;
}

/**
 * The search control: opens an input (on phones as a row under the header bar, so the bar keeps its height); Enter
 * or the submit link goes to the text search. While typing, a list suggests clubs, teams, competitions and people
 * (a combobox: arrow keys choose, Enter opens the chosen page, Escape closes the list, then the search).
 */
export function SearchBox() {
  const [isOpen, setOpen] = useState(false);
  const [term, setTerm] = useState("");
  const suggestions = useSuggestions(isOpen ? term : "");
  const [active, setActive] = useState(-1);
  const [isListShown, setListShown] = useState(true);
  const listId = useId();
  const input = useRef<HTMLInputElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const router = useRouter();
  const inputId = useId();
  useEffect(() => {
    if (isOpen) input.current?.focus();
    else if (returnFocus.current) toggle.current?.focus();
    returnFocus.current = false;
  }, [isOpen]);
  // Closing without searching puts the focus back on the control that opened the search.
  const close = () => {
    returnFocus.current = true;
    setOpen(false);
  };
  const hasList = isListShown && suggestions.length > 0;
  const optionId = (index: number) => `${listId}-${index}`;
  if (!isOpen) {
    return (
      <button
        type="button"
        ref={toggle}
        className="icon-button search-toggle"
        aria-expanded={false}
        aria-label={t("search.open")}
        onClick={() => setOpen(true)}
      >
        <Icon name="search" />
      </button>
    );
  }
  return (
    // biome-ignore lint/a11y/useSemanticElements: a form with role=search is announced by every screen reader; <search> is not yet.
    <form
      role="search"
      className="search-box"
      onSubmit={(event) => {
        event.preventDefault();
        const chosen = hasList ? suggestions[active] : undefined;
        router.push(chosen ? chosen.href : searchLink(term));
        setOpen(false);
      }}
    >
      <label htmlFor={inputId} className="visually-hidden">
        {t("search.label")}
      </label>
      <input
        ref={input}
        id={inputId}
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={hasList}
        aria-controls={listId}
        aria-activedescendant={hasList && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        value={term}
        placeholder={t("search.placeholder")}
        onChange={(event) => {
          setTerm(event.target.value);
          setActive(-1);
          setListShown(true);
        }}
        onKeyDown={(event) => {
          if (event.key === "Escape") {
            // A search field's own Escape would clear the text: the first Escape only closes the suggestions.
            event.preventDefault();
            if (hasList) setListShown(false);
            else close();
          } else if (hasList && (event.key === "ArrowDown" || event.key === "ArrowUp")) {
            event.preventDefault();
            const step = event.key === "ArrowDown" ? 1 : -1;
            // From the input (-1) through the options and back to the input.
            setActive((current) => {
              const next = current + step;
              return next < -1 ? suggestions.length - 1 : next >= suggestions.length ? -1 : next;
            });
          }
        }}
      />
      <div
        id={listId}
        role="listbox"
        aria-label={t("search.suggestions")}
        className="search-box__suggestions"
        hidden={!hasList}
      >
        {hasList
          ? suggestions.map((suggestion, index) => (
              // The focus stays in the input (aria-activedescendant), whose arrow keys and Enter choose an option.
              // biome-ignore lint/a11y/useFocusableInteractive: an option of a combobox is never focused itself
              // biome-ignore lint/a11y/useKeyWithClickEvents: see above
              <div
                key={`${suggestion.href}|${suggestion.name}`}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                className="search-box__suggestion"
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => {
                  router.push(suggestion.href);
                  setOpen(false);
                }}
              >
                <span className="search-box__suggestion-name">{suggestion.name}</span>
                <span className="search-box__suggestion-detail">
                  {suggestion.kind}
                  {suggestion.detail ? ` · ${suggestion.detail}` : ""}
                </span>
              </div>
            ))
          : null}
      </div>
      <p className="visually-hidden" role="status">
        {hasList ? t("search.suggestionCount", { count: String(suggestions.length) }) : ""}
      </p>
      <a className="search-box__submit" href={searchLink(term)} onClick={() => setOpen(false)}>
        {t("search.submit")}
      </a>
      <button type="button" className="icon-button search-box__close" aria-label={t("search.close")} onClick={close}>
        <Icon name="close" />
      </button>
    </form>
  );
}
