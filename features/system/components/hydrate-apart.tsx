import { Activity, type ReactNode } from 'react';

/**
 * A part of the page that React hydrates in a task of its own, after the page's root and yielding
 * between parts: a visible `<Activity>`'s server markup is hydrated later, at a low priority, in
 * 5 ms slices (a click inside hydrates it first), so one long hydration task becomes several short
 * ones (Lighthouse's TBT). Not a `<Suspense>`: the server sends a completed Suspense boundary apart
 * from the shell (`<template id="B:`) once the page's boundaries pass React's 12.8 KB chunk size,
 * and its reveal is throttled; an Activity is plain inline markup (`<!--&-->`) in the server HTML.
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  return <Activity mode="visible">{children}</Activity>;
}
