/** A yardage-book drawing of the Ocean Course's island green (drawn for the Ponte Vedra article). */
export function IslandGreenMap() {
  return (
    <svg
      viewBox="0 0 800 520"
      role="img"
      aria-labelledby="island-green-map-title"
      className="h-auto w-full rounded-2xl bg-[#f7f3e8] ring-1 ring-slate-200"
    >
      <title id="island-green-map-title">
        Yardage-book plan of the island green: tees at the bottom, about 140 yards of water to carry, and a narrow strip
        of grass as the only way onto the green.
      </title>
      <defs>
        <pattern id="igm-water" width="24" height="12" patternUnits="userSpaceOnUse">
          <path d="M0 8 q6 -5 12 0 t12 0" fill="none" stroke="#ffffff" strokeOpacity="0.45" strokeWidth="1.5" />
        </pattern>
        <pattern id="igm-rough" width="10" height="10" patternUnits="userSpaceOnUse">
          <circle cx="2" cy="2" r="1" fill="#3e7a3a" opacity="0.35" />
        </pattern>
      </defs>
      <rect width="800" height="520" fill="#cfe3b7" />
      <rect width="800" height="520" fill="url(#igm-rough)" />
      <path
        d="M120 40 C260 10 560 20 690 70 C780 110 770 300 700 360 C610 430 300 440 170 390 C60 350 40 120 120 40 Z"
        fill="#3b82c4"
      />
      <path
        d="M120 40 C260 10 560 20 690 70 C780 110 770 300 700 360 C610 430 300 440 170 390 C60 350 40 120 120 40 Z"
        fill="url(#igm-water)"
      />
      {/* the walkway, the only way on and off */}
      <path d="M602 300 L700 470 L730 470 L628 292 Z" fill="#9ccb7a" stroke="#5a8f3d" strokeWidth="2" />
      <ellipse cx="430" cy="205" rx="190" ry="120" fill="#6fb34f" />
      <ellipse cx="430" cy="205" rx="176" ry="108" fill="none" stroke="#8a5a2b" strokeWidth="10" />
      <ellipse cx="430" cy="200" rx="130" ry="74" fill="#8fd16a" />
      <path d="M330 250 q30 -26 70 -8 q-10 24 -70 8 Z" fill="#f1dca7" stroke="#d7bd7b" strokeWidth="2" />
      <line x1="470" y1="190" x2="470" y2="130" stroke="#334155" strokeWidth="4" strokeLinecap="round" />
      <path d="M472 131 L506 142 L472 153 Z" fill="#dc2626" />
      <circle cx="470" cy="192" r="5" fill="#1e293b" />
      {/* tees */}
      <rect x="250" y="452" width="54" height="30" rx="8" fill="#9ccb7a" stroke="#5a8f3d" strokeWidth="2" />
      <rect x="330" y="468" width="54" height="30" rx="8" fill="#9ccb7a" stroke="#5a8f3d" strokeWidth="2" />
      <circle cx="270" cy="467" r="5" fill="#1e293b" />
      <circle cx="290" cy="467" r="5" fill="#1e293b" />
      <circle cx="350" cy="483" r="5" fill="#ffffff" stroke="#1e293b" strokeWidth="1.5" />
      <circle cx="366" cy="483" r="5" fill="#ffffff" stroke="#1e293b" strokeWidth="1.5" />
      {/* the carry */}
      <path
        d="M300 450 Q360 380 440 282"
        fill="none"
        stroke="#0f172a"
        strokeWidth="2.5"
        strokeDasharray="8 8"
        strokeLinecap="round"
      />
      <g fontFamily="ui-sans-serif, system-ui, sans-serif" fontWeight="700">
        <rect x="330" y="352" width="118" height="30" rx="15" fill="#0f172a" />
        <text x="389" y="373" textAnchor="middle" fontSize="16" fill="#ffffff">
          Carry 140 yd
        </text>
        <text x="640" y="490" fontSize="15" fill="#1e3a1e">
          walkway
        </text>
        <text x="88" y="494" fontSize="15" fill="#1e3a1e">
          tees
        </text>
        <path d="M128 490 L240 470" stroke="#1e3a1e" strokeWidth="2" />
      </g>
      {/* wind and north */}
      <g transform="translate(86 86)">
        <circle r="38" fill="#ffffff" stroke="#94a3b8" strokeWidth="2" />
        <path d="M0 -28 L8 0 L0 -6 L-8 0 Z" fill="#0f172a" />
        <text
          y="24"
          textAnchor="middle"
          fontSize="14"
          fontWeight="700"
          fill="#0f172a"
          fontFamily="ui-sans-serif, system-ui, sans-serif"
        >
          N
        </text>
      </g>
      <g transform="translate(720 460)" fontFamily="ui-sans-serif, system-ui, sans-serif">
        <path d="M-40 0 H20 M6 -12 L22 0 L6 12" fill="none" stroke="#0f172a" strokeWidth="3" strokeLinecap="round" />
        <text x="-10" y="-20" textAnchor="middle" fontSize="14" fontWeight="700" fill="#0f172a">
          sea breeze
        </text>
      </g>
    </svg>
  );
}
