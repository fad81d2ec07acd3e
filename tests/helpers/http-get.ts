import http from 'node:http';

/**
 * A GET over a real socket (the agent's open connection, or a new one with `false`): its status once the whole
 * answer has been read. For tests about connections and the event loop, which inject() cannot show.
 */
export function httpGet(
  base: string,
  url: string,
  agent: http.Agent | false,
  headers: http.OutgoingHttpHeaders = {},
): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    http
      .get(`${base}${url}`, { agent, headers }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      })
      .on('error', reject);
  });
}
