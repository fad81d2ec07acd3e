import { redirect } from 'react-router';

/** The old catalogue address (the blog links to it) moved to /wholesale for good. */
export function loader() {
  return redirect('/wholesale', 301);
}
