import { isPortalSource, normaliseUrl } from './rich-text-policy.js';

/**
 * XSS vectors from the OWASP filter-evasion cheat sheet, known DOMPurify mutation-XSS bypasses,
 * SVG/MathML namespace tricks and javascript: URL variants: what the rich-text policy must refuse. The client
 * screens' sanitiser (apps/web/src/lib/rich-text.xss.test.ts) and the server's (apps/api/test/rich-text.test.ts)
 * are both tested on it.
 */
export const XSS_VECTORS: Record<string, string> = {
  // OWASP filter evasion
  'plain script': `<script>window.__xss=1</script>`,
  'external script': `<SCRIPT SRC=https://xss.invalid/xss.js></SCRIPT>`,
  'img javascript src': `<IMG SRC="javascript:alert('XSS');">`,
  'img unquoted javascript src': `<IMG SRC=javascript:alert('XSS')>`,
  'img mixed-case javascript': `<IMG SRC=JaVaScRiPt:alert('XSS')>`,
  'img grave accents': '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>',
  'malformed a onmouseover': `<a onmouseover="alert(document.cookie)">xxs link</a>`,
  'malformed img tag': `<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>`,
  fromCharCode: `<IMG SRC=javascript:alert(String.fromCharCode(88,83,83))>`,
  'img hash onmouseover': `<IMG SRC=# onmouseover="alert('xxs')">`,
  'img empty src onmouseover': `<IMG SRC= onmouseover="alert('xxs')">`,
  'img no src onmouseover': `<IMG onmouseover="alert('xxs')">`,
  'img onerror fromCharCode': `<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>`,
  'decimal entities': `<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>`,
  'long decimal entities without semicolons': `<IMG SRC=&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041>`,
  'hex entities without semicolons': `<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29>`,
  'embedded tab': `<IMG SRC="jav\tascript:alert('XSS');">`,
  'encoded tab': `<IMG SRC="jav&#x09;ascript:alert('XSS');">`,
  'encoded newline': `<IMG SRC="jav&#x0A;ascript:alert('XSS');">`,
  'encoded carriage return': `<IMG SRC="jav&#x0D;ascript:alert('XSS');">`,
  'spaces and meta chars before javascript': `<IMG SRC=" &#14;  javascript:alert('XSS');">`,
  'non-alpha-non-digit script': `<SCRIPT/XSS SRC="http://xss.invalid/xss.js"></SCRIPT>`,
  'non-alpha-non-digit body onload': '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert("XSS")>',
  'extraneous open brackets': `<<SCRIPT>alert("XSS");//\\<</SCRIPT>`,
  'no closing script tag': `<SCRIPT SRC=http://xss.invalid/xss.js?< B >`,
  'half-open iframe': `<iframe src=http://xss.invalid/scriptlet.html <`,
  'end title tag': `</TITLE><SCRIPT>alert("XSS");</SCRIPT>`,
  'input image': `<INPUT TYPE="IMAGE" SRC="javascript:alert('XSS');">`,
  'body background': `<BODY BACKGROUND="javascript:alert('XSS')">`,
  'img dynsrc': `<IMG DYNSRC="javascript:alert('XSS')">`,
  'img lowsrc': `<IMG LOWSRC="javascript:alert('XSS')">`,
  'list-style-image': `<STYLE>li {list-style-image: url("javascript:alert('XSS')");}</STYLE><UL><LI>XSS</br>`,
  'body onload': `<BODY ONLOAD=alert('XSS')>`,
  bgsound: `<BGSOUND SRC="javascript:alert('XSS');">`,
  'stylesheet link': `<LINK REL="stylesheet" HREF="javascript:alert('XSS');">`,
  'meta refresh javascript': `<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert('XSS');">`,
  'meta refresh data': `<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">`,
  'iframe javascript': `<IFRAME SRC="javascript:alert('XSS');"></IFRAME>`,
  'iframe srcdoc': `<iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"></iframe>`,
  frameset: `<FRAMESET><FRAME SRC="javascript:alert('XSS');"></FRAMESET>`,
  'table background': `<TABLE BACKGROUND="javascript:alert('XSS')"><TR><TD BACKGROUND="javascript:alert('XSS')">x</TD></TR></TABLE>`,
  'div background-image': `<DIV STYLE="background-image: url(javascript:alert('XSS'))">x</DIV>`,
  'div expression': `<DIV STYLE="width: expression(alert('XSS'));">x</DIV>`,
  'object scriptlet': `<OBJECT TYPE="text/x-scriptlet" DATA="http://xss.invalid/scriptlet.html"></OBJECT>`,
  'object javascript': `<object data="javascript:alert(1)"></object>`,
  'embed svg': `<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxuczpzdmc9Imh0dH A6Ly93d3cudzMub3JnLzIwMDAvc3ZnIiB4bWxucz0iaHR0cDovL3d3dy53My5vcmcv MjAwMC9zdmciIHhtbG5zOnhsaW5rPSJodHRwOi8vd3d3LnczLm9yZy8xOTk5L3hs aW5rIiB2ZXJzaW9uPSIxLjAiIHg9IjAiIHk9IjAiIHdpZHRoPSIxOTQiIGhlaWdodD0iMjAw IiBpZD0ieHNzIj48c2NyaXB0IHR5cGU9InRleHQvZWNtYXNjcmlwdCI+YWxlcnQoIlh TUyIpOzwvc2NyaXB0Pjwvc3ZnPg==" type="image/svg+xml" AllowScriptAccess="always"></EMBED>`,
  'base href': `<base href="javascript:alert(1)//"><a href="x">x</a>`,
  'form action': `<form action="javascript:alert(1)"><button>go</button></form>`,
  'button formaction': `<button formaction="javascript:alert(1)">x</button>`,
  isindex: `<isindex type=image src=1 onerror=alert(1)>`,
  'details ontoggle': `<details open ontoggle=alert(1)><summary>x</summary></details>`,
  'video source onerror': `<video><source onerror="alert(1)"></video>`,
  'audio onerror': `<audio src=x onerror=alert(1)></audio>`,
  'marquee onstart': `<marquee onstart=alert(1)>x</marquee>`,
  'autofocus onfocus': `<a href="#" onfocus="alert(1)" autofocus>x</a>`,
  'vertical tab before equals': `<img src=x onerror\u000b=alert(1)>`,
  'eval src': `<img src=x:alert(alt) onerror=eval(src) alt=0>`,
  'img srcset': `<img src="x" srcset="javascript:alert(1)">`,
  'dom clobbering by id and name': `<a id="defaultView" name="cookie" href="https://example.com/">x</a><img id="__xss" name="getElementById" src="x">`,
  'img data text/html': `<img src="data:text/html,<script>alert(1)</script>">`,
  'img data text/html base64': `<img src="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">`,
  'audio data text/html': `<audio src=" DATA:text/html,hello"></audio>`,
  'video poster data text/html': `<video poster="data:text/html,hello"></video>`,
  'nested script tags': `<scr<script>ipt>alert(1)</scr</script>ipt>`,
  'comment breakout': `<!--<img src="--><img src=x onerror=alert(1)//">`,
  'xmp breakout': `<xmp><p title="</xmp><img src=x onerror=alert(1)>">`,
  'textarea breakout': `<textarea><img src=x onerror=alert(1)></textarea>`,
  'template script': `<template><script>alert(1)</script></template>`,
  'style overlay': `<p style="position:fixed;top:0;left:0;width:100%;height:100%;z-index:9999">overlay</p>`,
  'class hijack': `<p class="position-fixed top-0 start-0 w-100 h-100">overlay</p>`,
  // javascript:, vbscript: and data: URL variants
  'a javascript': `<a href="javascript:alert(1)">x</a>`,
  'a colon entity': `<a href="javascript&colon;alert(1)">x</a>`,
  'a leading entity': `<a href="&#106;avascript:alert(1)">x</a>`,
  'a partial entity': `<a href="jav&#97;script:alert(1)">x</a>`,
  'a leading spaces': `<a href="   javascript:alert(1)">x</a>`,
  'a leading control char': `<a href="\u0001javascript:alert(1)">x</a>`,
  'a null byte': `<a href="java\u0000script:alert(1)">x</a>`,
  'a tab entity': `<a href="javas&#x09;cript:alert(1)">x</a>`,
  'a vbscript': `<a href="vbscript:msgbox(1)">x</a>`,
  'a vbscript colon entity': `<a href="vbscript&colon;msgbox(1)">x</a>`,
  'a data text/html base64': `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>`,
  'a upper-case data': `<a href="DATA:text/html,<script>alert(1)</script>">x</a>`,
  'a onclick with a good href': `<a href="https://ok.example" onclick="alert(1)" target="_self">ok</a>`,
  // SVG and MathML
  'svg onload': `<svg/onload=alert('XSS')>`,
  'svg script': `<svg><script>alert(1)</script></svg>`,
  'svg xlink javascript': `<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">XSS</text></a></svg>`,
  'svg animate onbegin': `<svg><animate onbegin=alert(1) attributeName=x dur=1s>`,
  'svg animate href values': `<svg><a><animate attributeName=href values=javascript:alert(1) /><text x=20 y=20>Click</text></a></svg>`,
  'svg set href': `<svg><a><set attributeName="href" to="javascript:alert(1)"/><text>x</text></a></svg>`,
  'svg foreignObject iframe': `<svg><foreignObject><iframe srcdoc="<script>alert(1)</script>"></iframe></foreignObject></svg>`,
  'svg style img': `<svg><style><img src=x onerror=alert(1)></style></svg>`,
  'math href': `<math href="javascript:alert(1)">CLICKME</math>`,
  'math xlink href': `<math><maction actiontype="statusline" xlink:href="javascript:alert(1)">click</maction></math>`,
  // Mutation XSS (known DOMPurify bypasses of earlier versions)
  'mxss mglyph style (DOMPurify 2.0.0)': `<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>`,
  'mxss svg p style': `<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">`,
  'mxss nested forms (DOMPurify 2.2.2)': `<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>`,
  'mxss noscript title': `<noscript><p title="</noscript><img src=x onerror=alert(1)>">`,
  'mxss h1 mglyph svg style': `<math><mtext><h1><a><h6></a></h6><mglyph><svg><mtext><style><a title="</style><img src onerror=alert(1)>"></style></h1>`,
  'mxss table svg': `<table><svg><style><img src=x onerror=alert(1)></style></svg></table>`,
  'mxss select template': `<select><template><style><img src=x onerror=alert(1)></style></template></select>`,
  'emoji shortcode inside a handler': `<img src=x onerror=":alert:alert(1)">:alert:`,
};

/**
 * Markup that would load something from another host as the text is shown: a read receipt (who, when, from where)
 * for whoever runs that host. Both sanitisers must leave nothing that loads it (remoteLoadsIn below).
 */
export const REMOTE_LOAD_VECTORS: Record<string, string> = {
  'remote image': `<img src="https://tracker.example/p.png" alt="x">`,
  'remote image without words': `<p>Seen <img src="https://tracker.example/p.png?user=42" width="1" height="1"></p>`,
  'upper-case remote image': `<IMG SRC="HTTP://tracker.example/p.png" ALT="x" TITLE="pixel">`,
  'protocol-relative image': `<img src="//tracker.example/p.png" alt="x">`,
  'image with a tab in its address': `<img src="/\t/tracker.example/p.png" alt="x">`,
  'image with backslashes': `<img src="\\\\tracker.example\\p.png" alt="x">`,
  'attachment address on another host': `<img src="https://tracker.example/api/attachments/0f8fad5b-d9cb-469f-a165-70867728950e">`,
  'attachment address climbing out': `<img src="/api/attachments/../../\\tracker.example/p.png">`,
  'remote image in a link': `<a href="https://site.example/"><img src="https://tracker.example/p.png" alt="logo"> site</a>`,
  'remote image in formatting in a link': `<a href="https://site.example/"><b><img src="https://tracker.example/p.png"></b></a>x`,
  'remote image in a figure': `<figure><img src="https://tracker.example/p.png" alt="chart"><figcaption>Chart</figcaption></figure>`,
  'img srcset': `<img src="/api/attachments/0f8fad5b-d9cb-469f-a165-70867728950e" srcset="https://tracker.example/p.png 2x">`,
  'picture source': `<picture><source srcset="https://tracker.example/p.png"><img src="https://tracker.example/q.png"></picture>`,
  'video poster': `<video poster="https://tracker.example/p.png"></video>`,
  'video source': `<video><source src="https://tracker.example/v.mp4"><track src="https://tracker.example/t.vtt"></video>`,
  'audio src': `<audio src="https://tracker.example/a.mp3"></audio>`,
  'table background': `<table background="https://tracker.example/p.png"><tr><td background="https://tracker.example/q.png">x</td></tr></table>`,
  'input image': `<input type="image" src="https://tracker.example/p.png">`,
  'style background': `<p style="background:url(https://tracker.example/p.png)">x</p>`,
  'stylesheet import': `<style>@import url(https://tracker.example/s.css);</style><p>x</p>`,
  'link prefetch': `<link rel="prefetch" href="https://tracker.example/p">`,
  'svg image': `<svg><image href="https://tracker.example/p.png"></image></svg>`,
  'object data': `<object data="https://tracker.example/p.png"></object>`,
  'iframe src': `<iframe src="https://tracker.example/"></iframe>`,
};

/** Tags that run, embed, submit, restyle or re-address the page. */
const FORBIDDEN_TAGS = new Set([
  ...['script', 'noscript', 'template', 'style', 'link', 'meta', 'base'],
  ...['iframe', 'frame', 'frameset', 'object', 'embed', 'applet'],
  ...['form', 'input', 'button', 'textarea', 'select'],
  ...['svg', 'math'],
]);
/** Attributes that restyle, embed, submit or clobber: never kept, whatever they hold. */
const FORBIDDEN_ATTRIBUTES = new Set(['style', 'class', 'id', 'name', 'srcdoc', 'srcset', 'action', 'formaction']);
/** Attributes a browser follows or loads as a URL. */
const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'xlink:href',
  'poster',
  'background',
  'data',
  'cite',
  'lowsrc',
  'dynsrc',
]);
/** Schemes that run script, in any attribute. */
const SCRIPT_URL = /^(javascript|vbscript|livescript|mocha):/;

/** The part of a parsed DOM the check reads (this package is built without the DOM's types). */
interface ParsedElement {
  localName: string;
  attributes: Iterable<{ name: string; value: string }>;
  querySelectorAll(selector: '*'): Iterable<ParsedElement>;
}

/**
 * Every problem in sanitised HTML as a browser parsed it (the elements under `container`): a tag that runs, embeds or
 * submits, an event handler, styling or clobbering, a script URL, or a data: URL other than an image, audio or video.
 * Used by the unit tests on both sanitisers and, bundled into the page, by the browser tests on rendered screens.
 */
export function problemsIn(container: ParsedElement): string[] {
  const problems: string[] = [];
  for (const element of Array.from(container.querySelectorAll('*'))) {
    const tag = element.localName.toLowerCase();
    if (FORBIDDEN_TAGS.has(tag)) problems.push(`<${tag}> survived`);
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      const url = normaliseUrl(attribute.value);
      if (name.startsWith('on') || FORBIDDEN_ATTRIBUTES.has(name)) problems.push(`${name} on <${tag}>`);
      else if (
        SCRIPT_URL.test(url) ||
        (URL_ATTRIBUTES.has(name) && url.startsWith('data:') && !/^data:(image|audio|video)\//.test(url))
      ) {
        problems.push(`${name}="${attribute.value}" on <${tag}>`);
      }
    }
  }
  return problems;
}

/** Attributes a browser fetches as the element is shown (a link's href waits for a click, but not on these tags). */
const LOADED_ATTRIBUTES = new Set(['src', 'srcset', 'poster', 'background', 'data', 'lowsrc', 'dynsrc']);
const LOADING_HREF_TAGS = new Set(['link', 'image', 'use', 'feimage', 'script']);

/**
 * Everything in sanitised HTML (as a browser parsed it) that would load from outside the portal as it is shown: a
 * source other than the portal's own (isPortalSource), a srcset, a style, or an embedding tag. Used like problemsIn.
 */
export function remoteLoadsIn(container: ParsedElement): string[] {
  const loads: string[] = [];
  for (const element of Array.from(container.querySelectorAll('*'))) {
    const tag = element.localName.toLowerCase();
    if (['iframe', 'frame', 'object', 'embed', 'style', 'link'].includes(tag)) loads.push(`<${tag}> survived`);
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      const isLoaded =
        LOADED_ATTRIBUTES.has(name) || ((name === 'href' || name === 'xlink:href') && LOADING_HREF_TAGS.has(tag));
      if (name === 'style' || name === 'srcset' || (isLoaded && !isPortalSource(attribute.value))) {
        loads.push(`${name}="${attribute.value}" on <${tag}>`);
      }
    }
  }
  return loads;
}
