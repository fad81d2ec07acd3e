import { useCallback, useEffect, useRef, useState } from 'react';

export interface DesignFile {
  file: File;
  /** A blob: URL for an image preview (img-src allows blob:), null for a PDF. */
  previewUrl: string | null;
}

export interface DesignFiles {
  /** Each design's chosen file, in the designs' order (null: none chosen yet). */
  list: ReadonlyArray<DesignFile | null>;
  /** Chooses (or with null clears) design `index`'s file. */
  choose(index: number, file: File | null): void;
  /** Design `index` left the list: its file goes, the later designs' move up. */
  remove(index: number): void;
  /** Design 1's file: what a saved design or a reorder starts with. */
  chooseFirst(file: File | null): void;
}

const release = (design: DesignFile | null | undefined) => {
  if (design?.previewUrl) URL.revokeObjectURL(design.previewUrl);
};

/** The designs' files (never part of the draft) and their preview URLs, released when replaced, removed or left. */
export function useDesignFiles(): DesignFiles {
  const [list, setList] = useState<ReadonlyArray<DesignFile | null>>([]);
  // The list as last changed (a second change before the next render builds on the first); URLs are made and
  // released here, not in a state updater, which React may call twice.
  const current = useRef<ReadonlyArray<DesignFile | null>>([]);
  const update = useCallback((next: ReadonlyArray<DesignFile | null>) => {
    current.current = next;
    setList(next);
  }, []);

  const choose = useCallback(
    (index: number, file: File | null) => {
      release(current.current[index]);
      const next = [...current.current];
      while (next.length <= index) next.push(null);
      next[index] = file
        ? { file, previewUrl: file.type.startsWith('image/') ? URL.createObjectURL(file) : null }
        : null;
      update(next);
    },
    [update],
  );

  const remove = useCallback(
    (index: number) => {
      release(current.current[index]);
      update(current.current.filter((_file, at) => at !== index));
    },
    [update],
  );

  const chooseFirst = useCallback((file: File | null) => choose(0, file), [choose]);

  useEffect(() => () => current.current.forEach(release), []);

  return { list, choose, remove, chooseFirst };
}
