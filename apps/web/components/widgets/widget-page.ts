import { NotFoundError } from "@spielfeld/api-client";
import type { Metadata } from "next";
import { notFound } from "next/navigation";

/** Widget pages are made to be embedded: not indexed, not listed (the page they come from is). */
export const widgetMetadata = (title: string): Metadata => ({ title, robots: { index: false, follow: false } });

/** An API answer, or the widget's 404 for an id the API does not know. */
export async function widgetRead<T>(read: Promise<T>): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof NotFoundError) notFound();
    throw error;
  }
}
