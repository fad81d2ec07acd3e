/**
 * Uploaded SVG, sanitised without a DOM (sanitize-html over htmlparser2 in XML mode): an allow-list of drawing
 * elements and attributes (DOMPurify's svg and svgFilters profiles, less what can script or load), in-document
 * references (#id) only.
 */
import type { Attributes } from 'sanitize-html';
import { sanitizeHtml } from '../html/html-policy';

const SVG_TAGS = [
  ...['svg', 'g', 'defs', 'symbol', 'use', 'title', 'desc', 'metadata', 'switch', 'view', 'marker', 'mask'],
  ...['clipPath', 'pattern', 'path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'a'],
  ...['text', 'tspan', 'textPath', 'linearGradient', 'radialGradient', 'stop'],
  ...['filter', 'feBlend', 'feColorMatrix', 'feComponentTransfer', 'feComposite', 'feConvolveMatrix'],
  ...['feDiffuseLighting', 'feDisplacementMap', 'feDistantLight', 'feDropShadow', 'feFlood', 'feFuncA', 'feFuncB'],
  ...['feFuncG', 'feFuncR', 'feGaussianBlur', 'feMerge', 'feMergeNode', 'feMorphology', 'feOffset'],
  ...['fePointLight', 'feSpecularLighting', 'feSpotLight', 'feTile', 'feTurbulence'],
];

const SVG_ATTRIBUTES = [
  ...['xmlns', 'xmlns:xlink', 'xml:space', 'version', 'id', 'class', 'lang', 'width', 'height', 'x', 'y', 'x1', 'y1'],
  ...['x2', 'y2', 'cx', 'cy', 'r', 'rx', 'ry', 'fx', 'fy', 'fr', 'd', 'points', 'pathLength', 'viewBox'],
  ...['preserveAspectRatio', 'transform', 'href', 'xlink:href', 'fill', 'fill-opacity', 'fill-rule', 'stroke'],
  ...['stroke-width', 'stroke-opacity', 'stroke-linecap', 'stroke-linejoin', 'stroke-miterlimit'],
  ...['stroke-dasharray', 'stroke-dashoffset', 'opacity', 'color', 'display', 'visibility', 'overflow'],
  ...['clip-path', 'clip-rule', 'clipPathUnits', 'mask', 'maskUnits', 'maskContentUnits', 'marker-start'],
  ...['marker-mid', 'marker-end', 'markerWidth', 'markerHeight', 'markerUnits', 'refX', 'refY', 'orient'],
  ...['patternUnits', 'patternContentUnits', 'patternTransform', 'gradientUnits', 'gradientTransform'],
  ...['spreadMethod', 'offset', 'stop-color', 'stop-opacity', 'font-family', 'font-size', 'font-style'],
  ...['font-weight', 'font-variant', 'text-anchor', 'dominant-baseline', 'alignment-baseline', 'baseline-shift'],
  ...['letter-spacing', 'word-spacing', 'text-decoration', 'writing-mode', 'dx', 'dy', 'rotate', 'textLength'],
  ...['lengthAdjust', 'startOffset', 'method', 'spacing', 'filter', 'filterUnits', 'primitiveUnits', 'in', 'in2'],
  ...['result', 'mode', 'type', 'values', 'operator', 'k1', 'k2', 'k3', 'k4', 'stdDeviation', 'edgeMode'],
  ...['order', 'kernelMatrix', 'divisor', 'bias', 'targetX', 'targetY', 'preserveAlpha', 'surfaceScale'],
  ...['diffuseConstant', 'specularConstant', 'specularExponent', 'kernelUnitLength', 'scale', 'xChannelSelector'],
  ...['yChannelSelector', 'flood-color', 'flood-opacity', 'lighting-color', 'radius', 'azimuth', 'elevation'],
  ...['z', 'pointsAtX', 'pointsAtY', 'pointsAtZ', 'limitingConeAngle', 'baseFrequency', 'numOctaves', 'seed'],
  ...['stitchTiles', 'tableValues', 'slope', 'intercept', 'amplitude', 'exponent', 'color-interpolation'],
  ...['color-interpolation-filters', 'shape-rendering', 'text-rendering', 'image-rendering', 'vector-effect'],
  ...['requiredFeatures', 'systemLanguage', 'aria-label', 'role'],
];

/** Only in-document references (#id) survive: no outside images, fonts, stylesheets or scripts. */
function inDocumentOnly(tagName: string, attribs: Attributes) {
  const kept: Attributes = {};
  for (const [name, value] of Object.entries(attribs)) {
    const trimmed = value.trim();
    if ((name === 'href' || name === 'xlink:href' || name === 'src') && !trimmed.startsWith('#')) continue;
    if (/url\s*\(\s*['"]?\s*(?!#)/i.test(trimmed)) continue;
    kept[name] = value;
  }
  return { tagName, attribs: kept };
}

/**
 * Sanitises an uploaded SVG: no scripts, no event handlers, no styles, no foreignObject, no external references.
 * Returns null when nothing of an SVG is left.
 */
export function sanitizeSvg(source: string): string | null {
  const clean = sanitizeHtml(source, {
    allowedTags: SVG_TAGS,
    allowedAttributes: { '*': SVG_ATTRIBUTES },
    // Any scheme but a fragment is dropped above; the scheme check is one more guard.
    allowedSchemes: [],
    allowedSchemesAppliedToAttributes: ['href', 'xlink:href', 'src'],
    // An empty value is dropped rather than written as a bare attribute (not XML).
    nonBooleanAttributes: ['*'],
    nonTextTags: ['script', 'style', 'foreignObject', 'iframe', 'image', 'noscript', 'template'],
    selfClosing: [],
    transformTags: { '*': inDocumentOnly },
    parser: { xmlMode: true },
  });
  return /<svg[\s>]/.test(clean) ? `<?xml version="1.0" encoding="UTF-8"?>\n${clean}` : null;
}
