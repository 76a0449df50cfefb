/**
 * Running text for the FAQ answers and the legal pages: slate-700 on white (AA at any size),
 * lines kept to about 70 characters, lists with markers.
 */
export const proseClass =
  "max-w-[70ch] space-y-4 text-base leading-7 text-slate-700 [&_li]:pl-1 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_li::marker]:text-slate-500";
