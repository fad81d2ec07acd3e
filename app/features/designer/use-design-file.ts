import { useCallback, useEffect, useRef, useState } from 'react';

export interface DesignFile {
  file: File;
  /** A blob: URL for an image preview (img-src allows blob:), null for a PDF. */
  previewUrl: string | null;
}

/** The chosen design file (never part of the draft) and its preview URL, released when replaced or left. */
export function useDesignFile(): [DesignFile | null, (file: File | null) => void] {
  const [design, setDesign] = useState<DesignFile | null>(null);
  const current = useRef<string | null>(null);

  const choose = useCallback((file: File | null) => {
    if (current.current) URL.revokeObjectURL(current.current);
    const previewUrl = file?.type.startsWith('image/') ? URL.createObjectURL(file) : null;
    current.current = previewUrl;
    setDesign(file ? { file, previewUrl } : null);
  }, []);

  useEffect(
    () => () => {
      if (current.current) URL.revokeObjectURL(current.current);
    },
    [],
  );

  return [design, choose];
}
