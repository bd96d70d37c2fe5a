### konkan's words in Arabic, translated from en.ftl (message ids and variables as there).

## classroom: The classroom's words (``class.*``): class codes, the class test and each student's answer file, the teacher's printouts, the results of a class and the nbgrader assignment; and what they refuse (``error.class.*``).

# class codes (konkan/classroom/codes.py)
class__table = طاولة { $preset } { $players ->
        [two] للاعبَين
       *[other] لـ{ $players } لاعبين
    }
class__table__partnerships = طاولة { $preset } { $players ->
        [two] للاعبَين
       *[other] لـ{ $players } لاعبين
    } بالشراكة
class__describe__standard = الصف { $code }: { $table }، بالقواعد العادية.
class__describe__house = الصف { $code }: { $table }، بقواعد الطاولة { $preset }.
class__describe__with_test = { $said } اختباره: { $test }.
class__test__mix = خليط من كل الأنواع
class__test__settings__one = { $count ->
        [one] لغز واحد
       *[other] { $count } لغز
    } ({ $what })، المستوى { $level }
class__test__settings__many = { $count ->
        [two] لغزان
        [few] { $count } ألغاز
        [many] { $count } لغزًا
       *[other] { $count } لغز
    } ({ $what })، المستوى { $level }
# What is Python in a sentence (a setting, a call to make) comes as a field, written by the code.
error__class__table_difference = { $setting } (فيها { $table })
error__class__not_a_code_table = رمز الصف يحمل فقط الطاولات الأكثر لعبًا (كل إعداد جاهز من 2 إلى 5 لاعبين، والشراكة بأربعة)؛ هذه القواعد تختلف عن أقربها، { $name }، في { $differences }. لإعطاء صف قواعد أخرى، شاركوا القواعد وseed بدلًا من ذلك: { $calls }
error__class__code_type = { $code } ليس رمز صف: رمز الصف كلمة وأربعة أرقام، مثل 'olive-4271'.
error__class__code_shape = { $code } ليس رمز صف: رمز الصف كلمة، ثم شرطة وأربعة أرقام، مثل 'olive-4271' (وللاختبار، شرطة ورقمان آخران)
error__class__code_shape__no_word = { $code } ليس رمز صف: رمز الصف كلمة، ثم شرطة وأربعة أرقام، مثل 'olive-4271' (وللاختبار، شرطة ورقمان آخران)؛ الكلمة ناقصة.
error__class__code_shape__digits = { $code } ليس رمز صف: رمز الصف كلمة، ثم شرطة وأربعة أرقام، مثل 'olive-4271' (وللاختبار، شرطة ورقمان آخران)؛ وعدد الأرقام في هذا الرمز { $digits }.
error__class__unknown_word__near = { $code } ليس رمز صف: { $word } ليست كلمة من كلمات رموز الصفوف؛ هل تقصد { $near }؟
error__class__unknown_word = { $code } ليس رمز صف: { $word } ليست كلمة من كلمات رموز الصفوف؛ تأكّد من الرمز مع أستاذك.
error__class__unknown_word__teacher = { $code } ليس رمز صف: { $word } ليست كلمة من كلمات رموز الصفوف؛ يُرجى التأكّد من الرمز الذي حصلتم عليه عند إنشاء الصف.
error__class__check_digit = { $code } ليس رمز صف: كلمته وأرقامه لا تتوافق، فربما كُتبت الكلمة أو أحد الأرقام خطأً، أو تبادل رقمان مكانهما؛ تأكّد من الرمز مع أستاذك.
error__class__check_digit__teacher = { $code } ليس رمز صف: كلمته وأرقامه لا تتوافق، فربما كُتبت الكلمة أو أحد الأرقام خطأً، أو تبادل رقمان مكانهما؛ يُرجى التأكّد من الرمز الذي حصلتم عليه عند إنشاء الصف.
error__class__unknown_table = { $code } ليس رمز صف في هذه النسخة من كونكان: فهو يسمّي طاولة لا تعرفها (قد تعرفها نسخة أحدث)
error__class__test_check_digit = { $code } ليس رمز صف: رقما اختباره لا يتوافقان، فربما كُتب رقم خطأً، أو تبادل رقمان مكانهما؛ تأكّد من الرمز مع أستاذك.
error__class__test_check_digit__teacher = { $code } ليس رمز صف: رقما اختباره لا يتوافقان، فربما كُتب رقم خطأً، أو تبادل رقمان مكانهما؛ يُرجى التأكّد من الرمز الذي حصلتم عليه عند إنشاء الصف.
error__class__unknown_test = { $code } ليس رمز صف في هذه النسخة من كونكان: فهو يسمّي اختبارًا لا تعرفه (قد تعرفه نسخة أحدث)
error__class__rules_type = رمز الصف يُصنع لقواعد طاولة، مثل Rules(players=4)؛ و{ $rules } ليس كذلك.
error__class__players = { $given } لا يتّفق مع القواعد، التي تُجلس { $seated }
error__class__test = لا يوجد اختبار { $test }. الاختبارات هي { $names }، أو أرقامها من 0 إلى { $top }.
# the nbgrader assignment (konkan/classroom/nbgrader.py): its cells' words, in Markdown and comments
class__nbgrader__intro =
    # كونكان: اختبار الصف { $code }
    {""}
    { $describe }
    {""}
    شغّل الخلية الأولى، ثم خلية كل لغز لتراه. تحت كل لغز، ضع جوابك مكان السطرين `{ $marker }` و`{ $placeholder }`، مكتوبًا بين علامتي تنصيص، كما يُظهر المثال. زر **Validate** (في الأعلى) يخبرك إذا كان جواب غير مكتوب بالطريقة التي يطلبها اللغز؛ أما هل هو صحيح، فتعرفه عندما يصحّح أستاذك الاختبار.
class__nbgrader__puzzle_title = ## اللغز { $number } من { $count }: { $kind }
class__nbgrader__answer_comment = # { $how }، بين علامتي التنصيص: مثلًا { $assignment }
class__nbgrader__check_comment = # يتحقّق من أن { $variable } مكتوب بالطريقة التي يطلبها اللغز؛ وتصحيح أستاذك يتحقّق من أنه صحيح.
error__class__nbgrader__both = أعطوا ClassTest، أو رمز صف مع kinds وcount وlevel، لا الاثنين
error__class__nbgrader__path = { $path } ليس اسم دفتر. يُرجى إعطاء اسم ينتهي بـ.ipynb، مثل test.ipynb.
# the printed test and its answer key (konkan/classroom/printouts.py); {name} and {words} come
# escaped for HTML, the page's markup around them
class__sheet__on_screen = اكتب { $rest }
class__sheet__on_paper = اكتب { $rest }
class__sheet__title = الصف { $code }: اختبار
class__sheet__title__key = الصف { $code }: مفتاح الأجوبة
class__sheet__head = كونكان · الصف { $code }
class__sheet__answer_key = مفتاح الأجوبة
class__sheet__name = الاسم:
class__sheet__marking = الأجوبة، للتصحيح
class__sheet__key_answer = { $name }: الجواب هو { $words }.
class__sheet__your_answer = جوابك:
class__sheet__puzzle = اللغز { $number } من { $count }: { $kind }
class__preview__puzzle = اللغز { $number }: { $kind }
class__preview__show = أظهر الجواب
class__preview__answer = الجواب: <b>{ $words }</b>
class__preview__repr = معاينة اختبار الصف { $code }: عدد الألغاز { $count }
error__class__needs_test = تحتاج { $function } إلى ClassTest من كونكان، مثل ClassTest('olive-4271')
error__class__no_chromium = لم يوجد Chromium أو Chrome لصنع ملف PDF (اضبطوا CHROMIUM على أحدهما)؛ بدلًا من ذلك افتحوا ورقة HTML في متصفّح واطبعوها من هناك
error__class__chromium_failed = لم يستطع Chromium طباعة { $page } (رمز الخروج { $code })؛ بدلًا من ذلك افتحوها في متصفّح واطبعوها من هناك
# a class's results (konkan/classroom/results.py); in the HTML tables, fields come escaped
class__results__times__one__one = { $times ->
        [one] مرة واحدة
       *[other] { $times } مرة
    }، من { $students ->
        [one] طالب واحد
       *[other] { $students } طالب
    } ({ $names })
class__results__times__many__one = { $times ->
        [two] مرتان
        [few] { $times } مرات
       *[other] { $times } مرة
    }، من { $students ->
        [one] طالب واحد
       *[other] { $students } طالب
    } ({ $names })
class__results__times__one__many = { $times ->
        [one] مرة واحدة
       *[other] { $times } مرة
    }، من { $students ->
        [two] طالبين
        [few] { $students } طلاب
        [many] { $students } طالبًا
       *[other] { $students } طالب
    } ({ $names })
class__results__times__many__many = { $times ->
        [two] مرتان
        [few] { $times } مرات
       *[other] { $times } مرة
    }، من { $students ->
        [two] طالبين
        [few] { $students } طلاب
        [many] { $students } طالبًا
       *[other] { $students } طالب
    } ({ $names })
class__results__other_class = الملف { $file } فيه أجوبة { $name } للصف { $code }، لا لـ{ $test }.
class__results__other_test = الملف { $file } فيه أجوبة { $name } عن اختبار آخر للصف { $code } (عدد ألغازه { $count }، لا هذه الألغاز الـ{ $these }).
class__results__copy = الملف { $file } نسخة ثانية من أجوبة { $name } (الجلسة نفسها): احتفظنا بـ{ $kept }، وعدد أجوبته { $answered }.
class__results__label = { $name } (بدأ { $time }، { $file })
class__results__none = لا توجد ملفات أجوبة للصف { $code } في { $folder } بعد.
class__results__students__one = { $students ->
        [one] طالب واحد
       *[other] { $students } طالب
    } في الصف { $code }: { $mean } صحيحة من { $count } في المتوسّط؛ أنهى الاختبار { $finished }.
class__results__students__many = { $students ->
        [two] طالبان
        [few] { $students } طلاب
        [many] { $students } طالبًا
       *[other] { $students } طالب
    } في الصف { $code }: { $mean } صحيحة من { $count } في المتوسّط؛ أنهى الاختبار { $finished }.
class__results__hardest = الأصعب: { $name }، أصاب فيه { $right } ممّن أجابوا عنه، وعددهم { $answered }.
class__results__common = الغلطة الأكثر شيوعًا: { $what } ({ $times })؛ راجعوا القاعدة { $rule } من جديد.
class__results__same_name = { $count ->
        [two] طالبان اسمهما
        [few] { $count } طلاب اسمهم
        [many] { $count } طالبًا اسمهم
       *[other] { $count } طالب اسمهم
    } { $name }: كل ملف جلسة قائمة بذاتها، معروضة جنبًا إلى جنب مع وقت بدايتها؛ لم يُدمج أي منها ولم يُترك. اسألوهم أيّها لمن.
class__results__edited__one = { $count ->
        [one] ملف واحد
       *[other] { $count } ملف
    } غُيّر يدويًا بعد أن كتبه الاختبار: لم يُصحَّح (انظروا أدناه).
class__results__edited__many = { $count ->
        [two] ملفان
        [few] { $count } ملفات
        [many] { $count } ملفًا
       *[other] { $count } ملف
    } غُيّرت يدويًا بعد أن كتبها الاختبار: لم تُصحَّح (انظروا أدناه).
class__results__left_out__one = { $count ->
        [one] ملف واحد
       *[other] { $count } ملف
    } تُرك جانبًا: انظروا أدناه.
class__results__left_out__many = { $count ->
        [two] ملفان
        [few] { $count } ملفات
        [many] { $count } ملفًا
       *[other] { $count } ملف
    } تُركت جانبًا: انظروا أدناه.
class__results__chart__title = كم طالبًا من الصف أصاب في كل لغز (من أصل { $students })
class__results__chart__heading__one = الأجوبة الصحيحة لكل لغز (من أصل { $students ->
        [one] طالب واحد
       *[other] { $students } طالب
    })
class__results__chart__heading__many = الأجوبة الصحيحة لكل لغز (من أصل { $students ->
        [two] طالبين
        [few] { $students } طلاب
        [many] { $students } طالبًا
       *[other] { $students } طالب
    })
class__results__chart__puzzle = { $number }. { $kind }
class__results__of = { $right } من { $count }
class__results__table__no_answer = لا جواب
class__results__table__score = <b>{ $right }</b> من { $count }
class__results__table__yes = نعم
class__results__table__not_yet = ليس بعد
class__results__table__student = الطالب
class__results__table__score_head = العلامة
class__results__table__finished = أنهى
class__results__wrong_answer = «{ $answer }»
class__results__wrong_answer__many = «{ $answer }» ×{ $count }
class__results__puzzles__puzzle = اللغز
class__results__puzzles__right = صحيحة، من بين من أجابوا
class__results__puzzles__wrong = أكثر الأجوبة الخاطئة تكرارًا
class__results__slip = { $what }: { $times }؛ القاعدة { $rule }
class__results__slips_head = أكثر الغلطات شيوعًا التي استطاع المحرّك تسميتها، والقاعدة التي تجب مراجعتها
class__results__edited_head = ملفات معدّلة: غُيّرت يدويًا، ولم تُصحَّح
class__results__left_out_head = ملفات تُركت جانبًا
class__results__repr = ClassSummary { $code }: عدد الطلاب { $students }، وعدد الملفات المتروكة جانبًا { $problems }
error__class__summary_test = { $test } ليس اختبار صف. يُرجى إعطاء الاختبار، مثل ClassTest('olive-4271').
error__class__no_folder = لا يوجد مجلّد { $folder } لقراءة ملفات الأجوبة منه
# the class test and each student's answer file (konkan/classroom/testmode.py)
class__test__puzzle = اللغز { $number }: { $kind }
class__test__every_kind = خليط من كل أنواع الألغاز
class__test__describe__one = اختبار الصف { $code }: { $count ->
        [one] لغز واحد
       *[other] { $count } لغز
    } ({ $kinds })، المستوى { $level }، بقواعد طاولة الصف ({ $table }).
class__test__describe__many = اختبار الصف { $code }: { $count ->
        [two] لغزان
        [few] { $count } ألغاز
        [many] { $count } لغزًا
       *[other] { $count } لغز
    } ({ $kinds })، المستوى { $level }، بقواعد طاولة الصف ({ $table }).
class__test__repr = ClassTest { $code }: عدد الألغاز { $count }، المستوى { $level }
class__kept__browser = أجوبتك محفوظة في هذا المتصفّح، في الملف { $file } بجانب هذا الدفتر. حمّله وأعطه لأستاذك (بالبريد الإلكتروني، أو على ذاكرة USB، أو كما يقول أستاذك).
class__kept__folder = أجوبتك محفوظة في الملف { $file }، في مجلّد صفّك { $folder }، حيث يقرؤها أستاذك.
class__kept__notebook = أجوبتك محفوظة في الملف { $file }، في مجلّد هذا الدفتر. أستاذك يجمع هذا الملف؛ أو حمّله وسلّمه.
class__file__classmate = طالب آخر بدأ هذا الاختبار من قبل باسم { $name } في مجلّد الصف. اكتب اسمك بطريقة أخرى، مثلًا مع أول حرف من اسم عائلتك.
class__file__moved = الاختبار الذي بدأ من قبل بهذا الاسم محفوظ للأستاذ باسم { $moved }؛ واختبارك يبدأ الآن.
class__file__other_test = ملف الأجوبة { $file } كان فيه أجوبة عن اختبار آخر، لذلك { $where }، وهذا الاختبار يبدأ من جديد.
class__file__other_name = ملف الأجوبة { $file } هو ملف { $name }؛ ويستمرّ باسمه.
class__file__edited = ملف الأجوبة { $file } غُيّر خارج الاختبار، لذلك { $where } (ويستطيع أستاذك أن يراه)، وهذا الاختبار يبدأ من جديد.
class__file__not_renamed = { $file } (لم يمكن تغيير اسمه)
error__class__count = عدد ألغاز الاختبار من { $low } إلى { $high }؛ وقد طلبتم { $value }.
error__class__level = المستويات هي 1 و2 و3؛ وقد طلبتم { $level }.
error__class__not_in_test = { $puzzle } ليس لغزًا من هذا الاختبار؛ ألغازه هي { $ids }
error__class__puzzle_id = { $puzzle } ليس لغزًا من اختبار صف (مثل { $example })
error__class__not_an_answer = ليس جوابًا
error__class__name_needed = الاسم مطلوب، حتى يعرف الأستاذ لمن هذه الأجوبة؛ لكن وصل { $name }
error__class__name_long = الاسم لا يزيد عن { $top } من الأحرف، على سطر واحد؛ لكن وصل { $name }
error__class__finished = هذا الاختبار انتهى: أجوبته صُحّحت ولا يمكن تغييرها.
error__class__file__kind = ليس ملف أجوبة لاختبار كونكان
error__class__file__version = هو ملف أجوبة من نسخة أخرى ({ $version })
error__class__file__edited = غُيّر بعد أن كتبه الاختبار (مجموعه الاختباري لا يطابق)، فأجوبته لا تُصحَّح
error__class__file__sitting = رقم جلسته ناقص أو تالف
error__class__file__name = اسم طالبه ناقص أو تالف
error__class__file__code = رمز صفّه ناقص
error__class__file__puzzles = قائمة ألغازه تالفة
error__class__file__answers = أجوبته تالفة
error__class__file__answer = جوابه عن { $puzzle } تالف
error__class__file__seconds = وقته على { $puzzle } تالف
error__class__file__started = وقت بدايته تالف
error__class__file__finished = وقت نهايته تالف
error__class__file__unread = لم يمكن قراءة { $file } ({ $why })
error__class__file__not_json = { $file } تالف: ليس ملف JSON كاملًا
error__class__file__unusable = لا يمكن استعمال { $file }: { $why }
class__board__results = كيف كان أداء الصف، لغزًا لغزًا (علامات كل طالب موجودة في ملف النتائج CSV، ولا تظهر هنا أبدًا)
class__board__puzzle_right = اللغز { $number }: أصاب فيه { $right } من { $students }
class__board__unanswered__one = طالب واحد لم يُجب عن كل الألغاز بعد: بعد أن تنشروا العلامات، يُحسب كل لغز بلا جواب غير صحيح.
class__board__unanswered__many = { $students ->
        [two] طالبان لم يُجيبا
        [few] { $students } طلاب لم يُجيبوا
        [many] { $students } طالبًا لم يُجيبوا
       *[other] { $students } طالب لم يُجيبوا
    } عن كل الألغاز بعد: بعد أن تنشروا العلامات، يُحسب كل لغز بلا جواب غير صحيح.
# the coach in the class (konkan/classroom/coach.py): each kind of mistake, for a teacher
class__mistake__take__go_down = سحب، مع أن الورقة التي فوق كومة الرمي كانت تسمح له أن ينزّل
class__mistake__take__meld = سحب، مع أن الورقة التي فوق كومة الرمي كانت تصنع مجموعة
class__mistake__take__better = سحب، مع أن أخذ الورقة عن الأرض كان أفضل
class__mistake__draw__better = أخذ الورقة عن الأرض، مع أن السحب كان أفضل
class__mistake__declare__not = أعلن كونكان حين لم يكن ذلك مفيدًا
class__mistake__declare__better = فاته إعلان كونكان
class__mistake__meld__joker_early = نزّل باكرًا جدًا وأضاع الجوكر
class__mistake__meld__early = نزّل باكرًا جدًا
class__mistake__meld__hold = نزّل مجموعة قبل وقتها
class__mistake__go_down__missed = فاته النزول
class__mistake__go_down__missed__joker = فاته النزول، لأنه تمسّك بالجوكر
class__mistake__meld__other = نزّل المجموعات الأضعف
class__mistake__meld__missed = فاته تنزيل مجموعة
class__mistake__lay_off__missed = فاته تركيب ورقة
class__mistake__swap__missed = فاته تبديل ورقة بجوكر
class__mistake__discard__feeds = أطعم اللاعب التالي ورقة
class__mistake__discard__lays_off = رمى ورقة يستطيع اللاعب التالي أن يركّبها
class__mistake__discard__better = رمى ورقة كان يجب أن يحتفظ بها
class__mistake__better = كانت هناك حركة أخرى أفضل بوضوح
class__mistake__other = نوع آخر من الغلطات
class__mistakes__kind = نوع الغلطة
class__mistakes__times = المرات
class__mistakes__students = الطلاب
class__mistakes__lost = مجموع النقاط الضائعة
class__mistakes__who = مَن (على شاشتكم فقط)
class__mistakes__none__one = لم تجد المراجعة أي غلطة واضحة في { $rounds ->
        [one] الجولة الوحيدة
       *[other] الجولات الـ{ $rounds }
    } التي نظرت فيها من لعب طلابكم.
class__mistakes__none__many = لم تجد المراجعة أي غلطة واضحة في الجولات الـ{ $rounds } التي نظرت فيها من لعب طلابكم.
class__mistakes__moment = { $n }. { $kind } ({ $where }، { $lost ->
        [one] نقطة واحدة تقريبًا
        [two] نقطتان تقريبًا
        [few] { $lost } نقاط تقريبًا
       *[other] { $lost } نقطة تقريبًا
    })
class__mistakes__where = الطاولة { $number }، الجولة { $round }
# a round the stock ran out on is dealt again with the same number (R2.3): its deals told apart
class__mistakes__where__deal = الطاولة { $number }، الجولة { $round }، التوزيع { $deal }
class__mistakes__lost_means = مجموع النقاط الضائعة: النقاط التي خسرتها هذه الحركات، في المتوسّط، عندما أكمل الكمبيوتر لعب كل جولة منها مرات كثيرة. هذه ليست نتيجة الطلاب.

## drawing: The drawing's words (konkan/render.py): the table's header and endings, the seats' labels, the piles' and melds' labels, the pictures' titles (what a screen reader says), and its errors.

# one card and a hand
drawing__card__face_down = ورقة مقلوبة
drawing__card__joker = جوكر
drawing__cards__one = { $count ->
        [one] ورقة واحدة
       *[other] { $count } ورقة
    }
drawing__cards__many = { $count ->
        [zero] لا ورق
        [one] ورقة واحدة
        [two] ورقتان
        [few] { $count } ورقات
       *[other] { $count } ورقة
    }
drawing__empty = فارغة
drawing__no_cards = لا ورق
# a hand's title: its label, then its cards' names ("seven of spades, eight of spades")
drawing__hand__title__labelled = { $label }: { $cards }
drawing__hand__title__labelled_empty = { $label }: لا ورق
# the lessons' pictures in their text (tools/pictures.py): a label under cards that are not a meld
drawing__picture__a_hand = يد فيها { $count } ورقة
drawing__picture__jokers = الجوكران
drawing__picture__round_the_corner = ليست سلسلة: { $cards } تلفّ من الشيخ إلى الاثنين، والسلسلة لا تلفّ
drawing__picture__two_of_a_suit = ليست طقمًا: فيها ورقتان بستوني
drawing__picture__opening = { $first } + { $second } = { $total } نقطة
# the table: the header
drawing__round = الجولة { $number }
drawing__round__of = الجولة { $number } من { $rounds }
drawing__status__to_play = { $round } · الدور على { $name }
drawing__status__over = انتهت { $round }: { $ending }
drawing__ending__out = خلّص { $name } ورقه (R8.1)
drawing__ending__hand = خلّص { $name } ورقه دفعة واحدة، فتتضاعف النتائج (R8.2)
drawing__ending__konkan = خلّص { $name } ورقه بكونكان (R8.5)
drawing__ending__void = نفدت كومة السحب، فلا نقاط لأحد (R7.3)
drawing__nobody = لا أحد
drawing__scores = النتائج: { $scores }
drawing__score = { $name } { $score }
drawing__score__zero = { $name } 0
# the table: a seat's label, its parts between " · "
drawing__seat__you = { $name } (أنت)
drawing__seat__partner = شريك
drawing__seat__down = نازل
drawing__seat__not_down = لم ينزل
drawing__seat__declared = أعلن كونكان
drawing__seat__to_play = دوره
drawing__seat__went_out = خلّص ورقه
# the table: the piles and the melds
drawing__stock = كومة السحب · { $count }
drawing__stock__title__one = كومة السحب، { $count ->
        [one] ورقة واحدة
       *[other] { $count } ورقة
    }
drawing__stock__title__many = كومة السحب، { $count ->
        [zero] لا ورق
        [one] ورقة واحدة
        [two] ورقتان
        [few] { $count } ورقات
       *[other] { $count } ورقة
    }
drawing__discard = كومة الرمي
drawing__discard__count = كومة الرمي · { $count }
drawing__no_melds = لا مجموعات على الطاولة بعد.
drawing__meld__label = المجموعة { $number } · { $owner }
drawing__meld__title = المجموعة { $number }، { $owner }: { $meld }. { $verdict }
drawing__table__title = طاولة كونكان كما يراها { $name }
drawing__table__title__open = طاولة كونكان كما يراها { $name } (كل الورق مكشوف)
drawing__picture = صورة
# bad input
error__drawing__size = size هو عرض بالبكسل، أكبر من 0، لكن القيمة المعطاة { $size }
error__drawing__one_card = card_svg ترسم ورقة واحدة، لكن المعطى { $card }
error__drawing__highlight = highlight يسرد أوراقًا أو مواضع، لكن المعطى { $item }
error__drawing__highlight_position = موضع highlight رقم { $position } خارج يدٍ فيها { $count } ورقة
error__drawing__players = الطاولة تتسع من { $low } إلى { $high } لاعبين، لكن المعطى { $value }
error__drawing__seat = seat يجب أن يكون من { $low } إلى { $high }، لكن المعطى { $value }
error__drawing__table = table_svg ترسم ما يراه مقعد (seat view) أو جولة، لكن المعطى { $kind }
error__drawing__other_seat = هذا ما يراه المقعد { $seat }: لا يمكن رسمه للمقعد { $asked }
error__drawing__reveal = ما يراه المقعد لا يحوي ورق الآخرين: مرّر hands=[...] لإظهاره
error__drawing__hands = hands يعطي قائمة أوراق لكل مقعد ({ $count })، لكن المعطى { $kind }
error__drawing__hands_item = hands[{ $index }] يجب أن يكون قائمة أوراق
error__drawing__render = render ترسم ورقة، أو أوراقًا، أو مجموعة، أو ما يراه مقعد، أو جولة، أو لعبة، لكن المعطى { $kind }

## engine: The engine's words: melds, the turn, going down, the table, house rules, events and score lines.

# a list in words (say_list): "a", "a and b", "a, b and c"
list__more = { $items }، { $item }
list__last = { $items } و{ $item }
# melds: legal (R4)
meld__run = { $cards } سلسلة { $suit } قيمتها { $points ->
        [one] نقطة واحدة
        [two] نقطتان
        [few] { $points } نقاط
       *[other] { $points } نقطة
    } (R4.1).
meld__run_joker = { $cards } سلسلة { $suit } قيمتها { $points ->
        [one] نقطة واحدة
        [two] نقطتان
        [few] { $points } نقاط
       *[other] { $points } نقطة
    }، والجوكر فيها بدل { $stands } (R4.1).
meld__run_jokers = { $cards } سلسلة { $suit } قيمتها { $points ->
        [one] نقطة واحدة
        [two] نقطتان
        [few] { $points } نقاط
       *[other] { $points } نقطة
    }، والجوكران فيها بدل { $stands }، لأن هذه الطاولة تسمح بجوكرين في المجموعة (R4.1, R9).
note__jokers_choice = ويمكن أيضًا أن يكون الجوكران بدل { $others }، إذا قلت هذا عند تنزيلهما (R4.4).
note__set_jokers = الجوكران بدل الورقتين الناقصتين { $cards }، لأن هذه الطاولة تسمح بجوكرين في المجموعة (R9).
meld__set = { $cards } طقم { $plural } قيمته { $points ->
        [one] نقطة واحدة
        [two] نقطتان
        [few] { $points } نقاط
       *[other] { $points } نقطة
    } (R4.2).
# the same without the points, for a learner not yet taught them (the first lessons' test)
meld__run__plain = { $cards } سلسلة { $suit }، أوراقها متتالية بلا فراغ (R4.1).
meld__run_joker__plain = { $cards } سلسلة { $suit }، والجوكر فيها بدل { $stands } (R4.1).
meld__run_jokers__plain = { $cards } سلسلة { $suit }، والجوكران فيها بدل { $stands }، لأن هذه الطاولة تسمح بجوكرين في المجموعة (R4.1, R9).
meld__set__plain = { $cards } طقم { $plural }، كل ورقة فيه من نوع مختلف (R4.2).
note__ace_low = الآص هنا يُحسب 1، لأنه تحت الاثنين (R5.1).
note__ace_low_11 = على هذه الطاولة يُحسب الآص 11 حتى وهو تحت الاثنين، وهذه من قواعد الطاولة (R9).
note__ace_ten = على هذه الطاولة يُحسب كل آص 10، وهذه من قواعد الطاولة (R9).
note__joker_choice = ويمكن أيضًا أن يكون الجوكر بدل { $others }، إذا قلت هذا عند تنزيله (R4.4).
note__set_joker_open = الجوكر بدل { $rank } { $suits }، ويبقى أيّهما مفتوحًا حتى تنضمّ إلى الطقم ورقة رابعة (R4.4).
note__set_joker = الجوكر بدل الورقة الناقصة { $card } (R4.4).
# cards typed as text: a slip, and the card probably meant
notation__fix = هل تقصد { $fix }، أي { $name }؟
notation__fix__digits = العشرة تُكتب بالرقمين 1 و0.
notation__fix__space = احذف المسافة بين { $first } و{ $second }.
notation__fix__suit_word = النوع يُكتب بحرفه: { $suit } حرفه { $letter }.
notation__fix__words = اكتب الورقة برقمها، ثم بحرف نوعها: { $fix }.
notation__fix__number = ورقة { $rank } تُكتب { $letter }، لا { $number }.
notation__fix__order = اكتب الرقم أولًا، ثم النوع.
# melds: illegal (R4)
TOO_FEW_CARDS = المجموعة تحتاج ثلاث أوراق على الأقل، و{ $cards } ورقتان فقط (R4.1, R4.2).
TOO_FEW_CARDS__one = المجموعة تحتاج ثلاث أوراق على الأقل، و{ $cards } ورقة واحدة فقط (R4.1, R4.2).
TOO_FEW_CARDS__none = المجموعة تحتاج ثلاث أوراق على الأقل، ولم تُعطَ أي ورقة (R4.1, R4.2).
TWO_JOKERS = في { $cards } { $count ->
        [two] جوكران
        [few] { $count } جوكرات
       *[other] { $count } جوكر
    }، لكن المجموعة لا يكون فيها إلا جوكر واحد (R4.3).
JOKERS_OUTNUMBER = في { $cards } جوكران وورقة حقيقية واحدة فقط: هذه الطاولة تسمح بجوكرين في المجموعة، لكن عدد الجوكرات لا يزيد أبدًا على عدد الأوراق الحقيقية (R9).
JOKER_AS_WITHOUT_JOKER = ليس في { $cards } جوكر، فلا توجد ورقة يكون الجوكر بدلها (R4.4).
JOKER_AS_INVALID = في { $cards } لا يمكن أن يكون الجوكر بدل { $wanted }: يمكن أن يكون بدل { $options } فقط (R4.4).
JOKER_AS_INVALID__none = في { $cards } لا يمكن أن يكون الجوكر بدل { $wanted } (R4.4).
JOKER_AS_INVALID__pair = في { $cards } لا يمكن أن يكون الجوكران معًا بدل { $wanted }: يمكن أن يكونا بدل { $options } فقط (R4.4, R9).
JOKER_FIXED = في { $cards } لن يبقى الجوكر بدل { $stands }: حين ينزل الجوكر على الطاولة، تبقى الورقة التي هو بدلها كما هي ولا تتغيّر (R4.4).
SET_DUPLICATE_SUIT = { $cards } ليست طقمًا: فيها { $card } مرتين، وكل ورقة في الطقم يجب أن تكون من نوع مختلف (R4.2).
SET_TOO_MANY = { $cards } ليست طقمًا: الطقم أربع أوراق على الأكثر، ورقة من كل نوع (R4.2).
SET_MIXED_RANKS = { $cards } ليست طقمًا: أوراق الطقم كلها من رقم واحد، وهذه أرقامها مختلفة (R4.2).
RUN_DUPLICATE_RANK = { $cards } ليست سلسلة: فيها { $card } مرتين، والسلسلة فيها كل رقم مرة واحدة (R4.1).
RUN_TOO_LONG = { $cards } ليست سلسلة: السلسلة ثلاث عشرة ورقة على الأكثر، من الآص إلى الشيخ (R4.1).
RUN_WRAPS = { $cards } ليست سلسلة: الآص يكون تحت الاثنين أو فوق الشيخ، ولا يكون في الطرفين معًا، فلا يمكن للسلسلة أن تلفّ من الشيخ إلى الاثنين (R4.1).
RUN_GAP = { $cards } ليست سلسلة: فيها فراغ مكان { $gaps } (R4.1).
RUN_GAP__jokers = { $cards } ليست سلسلة: ينقصها { $gaps }، والجوكران فيها لا يسدّان إلا فراغين (R4.1, R9).
RUN_GAP__joker = { $cards } ليست سلسلة: ينقصها { $gaps }، والجوكر الواحد فيها لا يسدّ إلا فراغًا واحدًا (R4.1, R4.3).
RUN_MIXED_SUITS = { $cards } ليست سلسلة: السلسلة كلها من نوع واحد، وهذه تخلط { $suits } (R4.1).
NOT_A_MELD = { $cards } ليست سلسلة (نوع واحد، بترتيب متتالٍ بلا فراغ، R4.1) ولا طقمًا (رقم واحد، وكل ورقة من نوع مختلف، R4.2).
# the turn (R3)
NOT_YOUR_TURN = الدور على { $current }، لا على { $seat }: اللعب يدور حول الطاولة بترتيب المقاعد (R1.3).
ROUND_OVER = انتهت الجولة: لا يمكن القيام بأي حركة بعد الآن (R7.1).
ROUND_OVER__void = انتهت الجولة: نفدت كومة السحب ولم يخلّص أحد ورقه، فالجولة ملغاة وتُوزَّع من جديد؛ لا يمكن القيام بأي حركة فيها بعد الآن (R7.3).
NOT_IN_HAND = ليس في يدك { $card } لتنزّلها (R3.4).
TOO_FEW_IN_HAND = ليس في يدك من { $card } إلا { $count }، وأنت ذكرت أكثر (R3.4).
DISCARD_NOT_IN_HAND = ليس في يدك { $card } لترميها (R3.5).
LAYOFF_NOT_IN_HAND = ليس في يدك { $card } لتركّبها (R6.1).
LAYOFF_NOT_IN_HAND__few = ليس في يدك من { $card } إلا { $count }، وأنت ذكرت أكثر (R6.1).
SWAP_NOT_IN_HAND = ليس في يدك { $card } لتبدّلها بالجوكر (R6.2).
SWAP_NOT_IN_HAND__few = ليس في يدك من { $card } إلا { $count }، وأنت ذكرت أكثر (R6.2).
MUST_DRAW_FIRST = ابدأ دورك أولًا: اسحب من كومة السحب أو خذ الورقة عن الأرض (R3.3).
MUST_DRAW_FIRST__meld = قبل أن تنزّل مجموعة، ابدأ دورك: اسحب من كومة السحب أو خذ الورقة عن الأرض (R3.3).
MUST_DRAW_FIRST__lay_off = قبل أن تركّب، ابدأ دورك: اسحب من كومة السحب أو خذ الورقة عن الأرض (R3.3).
MUST_DRAW_FIRST__swap = قبل أن تبدّل جوكرًا، ابدأ دورك: اسحب من كومة السحب أو خذ الورقة عن الأرض (R3.3).
MUST_DRAW_FIRST__discard = قبل أن ترمي، ابدأ دورك: اسحب من كومة السحب أو خذ الورقة عن الأرض (R3.3).
ALREADY_BEGUN = لقد بدأت هذا الدور: الدور يبدأ بسحب ورقة واحدة أو بأخذ الورقة عن الأرض، لا بالاثنين (R3.3).
STARTER_DISCARD_ONLY = على هذه الطاولة، الدور الأول للبادئ رمي فقط: المجموعات تنتظر دورك التالي، وهذه من قواعد الطاولة (R9).
STARTER_NO_DRAW__take = البادئ لا يأخذ ورقة في دوره الأول: وُزّعت لك 15 ورقة. نزّل مجموعات إن استطعت، ثم ارمِ (R3.2).
STARTER_NO_DRAW = البادئ لا يسحب في دوره الأول: وُزّعت لك 15 ورقة. نزّل مجموعات إن استطعت، ثم ارمِ (R3.2).
NOT_TOP_DISCARD = { $card } ليست الورقة التي على الأرض: الورقة التي في أعلى كومة الرمي هي { $top } (R3.3).
NOTHING_TO_RETURN = لم تأخذ الورقة عن الأرض في هذا الدور، فلا شيء لتعيده (R3.3).
RETURN_TOO_LATE = قمت بحركات أخرى بعد أخذ { $card }: تراجع عنها أولًا، من الأخيرة إلى الأولى، ثم أعِد الورقة (R3.6).
MUST_KEEP_DISCARD = هذا يفرّغ يدك، لكن كل دور ينتهي برمي ورقة: أبقِ في يدك ورقة واحدة على الأقل (R3.5).
MUST_MELD_AFTER_TAKING = أخذت { $card } عن الأرض، فيجب أن تنزّل مجموعة جديدة قبل أن ينتهي دورك. إن لم تستطع، تراجع عن حركاتك، وأعِد الورقة، واسحب بدلًا منها (R3.3, R3.6).
NOTHING_TO_UNDO = لا شيء تتراجع عنه في هذا الدور (R3.6).
DRAW_CANNOT_BE_UNDONE = لم يبقَ شيء تتراجع عنه: الورقة التي سحبتها من كومة السحب تبقى في يدك، لأنك رأيتها (R3.6).
# going down (R5) and Konkan (R8.6)
OPENING_NEEDS_RUN = النزول أول مرة يحتاج سلسلة واحدة على الأقل بين مجموعاتك (R5.2).
OPENING_TOO_LOW = قيمة مجموعاتك معًا { $total ->
        [one] نقطة واحدة
        [two] نقطتان
        [few] { $total } نقاط
       *[other] { $total } نقطة
    }، لكن النزول أول مرة يحتاج { $minimum } على الأقل، فينقصك { $short ->
        [one] نقطة واحدة
        [two] نقطتان
        [few] { $short } نقاط
       *[other] { $short } نقطة
    } (R5.1).
hint__rise__match = على هذه الطاولة، يجب أن يبلغ النزول الأول أعلى نزول في هذه الجولة، وهو { $highest } (R9).
hint__rise__beat = على هذه الطاولة، يجب أن يتجاوز النزول الأول أعلى نزول في هذه الجولة، وهو { $highest } (R9).
OPENING_TOO_LOW__rise__match = قيمة مجموعاتك معًا { $total ->
        [one] نقطة واحدة
        [two] نقطتان
        [few] { $total } نقاط
       *[other] { $total } نقطة
    }، لكن على هذه الطاولة يجب أن يبلغ النزول الأول أعلى نزول في هذه الجولة، وهو { $highest }: تحتاج { $minimum } على الأقل، فينقصك { $short ->
        [one] نقطة واحدة
        [two] نقطتان
        [few] { $short } نقاط
       *[other] { $short } نقطة
    } (R5.1, R9).
OPENING_TOO_LOW__rise__beat = قيمة مجموعاتك معًا { $total ->
        [one] نقطة واحدة
        [two] نقطتان
        [few] { $total } نقاط
       *[other] { $total } نقطة
    }، لكن على هذه الطاولة يجب أن يتجاوز النزول الأول أعلى نزول في هذه الجولة، وهو { $highest }: تحتاج { $minimum } على الأقل، فينقصك { $short ->
        [one] نقطة واحدة
        [two] نقطتان
        [few] { $short } نقاط
       *[other] { $short } نقطة
    } (R5.1, R9).
NOT_DOWN = لا يمكنك أن تفعل هذا إلا بعد أن تنزّل: نزّل أولًا مجموعات نزولك الأول (R5.3).
NOT_DOWN__lay_off = لا يمكنك أن تركّب أوراقًا إلا بعد أن تنزّل: نزّل أولًا مجموعات نزولك الأول (R5.3).
NOT_DOWN__swap = لا يمكنك أن تبدّل جوكرًا إلا بعد أن تنزّل: نزّل أولًا مجموعات نزولك الأول (R5.3).
KONKAN_NOT_LAST_ROUND = لا يُعلَن كونكان إلا في الجولة الأخيرة (الجولة { $last })، وهذه الجولة { $number } (R8.6).
KONKAN_NOT_LAST_ROUND__none = لا يُعلَن كونكان إلا في الجولة الأخيرة، واللعبة التي تنتهي ببلوغ هدف أو بالإقصاء ليس فيها جولة أخيرة (R8.6).
KONKAN_ALREADY_DECLARED = لقد أعلنت كونكان في هذه الجولة من قبل (R8.6).
KONKAN_ALREADY_DOWN = لا يعلن كونكان إلا لاعب لم ينزل بعد (R8.6).
KONKAN_NOT_AT_START = يجب أن تعلن كونكان في أول دورك تمامًا، قبل أن تسحب أو تفعل أي شيء آخر (R3.1).
KONKAN_DECLARED_ONLY = أعلنت كونكان، فلا يمكنك أن تنزّل إلا بالكونكان كاملًا دفعة واحدة: سلسلة من عشر أوراق وطقم من أربع، أو سلسلة من إحدى عشرة ورقة وطقم من ثلاث (R8.6).
# the table (R6)
NO_SUCH_MELD = لا توجد مجموعة كهذه على الطاولة: عدد المجموعات عليها { $count } (R6.1).
NO_SUCH_MELD__empty = لا توجد مجموعات على الطاولة بعد (R6.1).
NO_SUCH_MELD__one = لا توجد مجموعة كهذه على الطاولة: عليها { $count ->
        [one] مجموعة واحدة
       *[other] { $count } مجموعة
    } فقط (R6.1).
NO_SUCH_MELD__many = لا توجد مجموعة كهذه على الطاولة: عليها { $count ->
        [two] مجموعتان
        [few] { $count } مجموعات
       *[other] { $count } مجموعة
    } فقط (R6.1).
LAYOFF_WRONG_SUIT = لا يمكنك تركيب { $card } على { $meld }: هذه سلسلة { $suit }، وكل أوراق السلسلة من نوع واحد (R4.1).
LAYOFF_WRONG_RANK = لا يمكنك تركيب { $card } على { $meld }: هذا طقم { $plural }، وكل أوراق الطقم من رقم واحد (R4.2).
LAYOFF_SECOND_JOKER = في { $meld } جوكر من قبل، والمجموعة لا يكون فيها إلا جوكر واحد (R4.3).
LAYOFF_BREAKS_MELD = لا يمكنك تركيب { $cards } على { $meld }، والسبب: { $why }
# The meld the lay-off would make, and why it is no meld: one sentence per meld refusal (its key after the dot).
LAYOFF_BREAKS_MELD__TWO_JOKERS = لا يمكنك تركيب { $cards } على { $meld }، لأن في { $result } { $count ->
        [two] جوكرين
        [few] { $count } جوكرات
       *[other] { $count } جوكر
    }، والمجموعة لا يكون فيها إلا جوكر واحد (R4.3).
LAYOFF_BREAKS_MELD__JOKERS_OUTNUMBER = لا يمكنك تركيب { $cards } على { $meld }، لأن في { $result } جوكرين وورقة حقيقية واحدة فقط: هذه الطاولة تسمح بجوكرين في المجموعة، لكن عدد الجوكرات لا يزيد أبدًا على عدد الأوراق الحقيقية (R9).
LAYOFF_BREAKS_MELD__JOKER_AS_WITHOUT_JOKER = لا يمكنك تركيب { $cards } على { $meld }، لأن { $result } ليس فيها جوكر، فلا توجد ورقة يكون الجوكر بدلها (R4.4).
LAYOFF_BREAKS_MELD__JOKER_AS_INVALID = لا يمكنك تركيب { $cards } على { $meld }، لأن الجوكر في { $result } لا يمكن أن يكون بدل { $wanted }: يمكن أن يكون بدل { $options } فقط (R4.4).
LAYOFF_BREAKS_MELD__JOKER_AS_INVALID__none = لا يمكنك تركيب { $cards } على { $meld }، لأن الجوكر في { $result } لا يمكن أن يكون بدل { $wanted } (R4.4).
LAYOFF_BREAKS_MELD__JOKER_AS_INVALID__pair = لا يمكنك تركيب { $cards } على { $meld }، لأن الجوكرين في { $result } لا يمكن أن يكونا معًا بدل { $wanted }: يمكن أن يكونا بدل { $options } فقط (R4.4, R9).
LAYOFF_BREAKS_MELD__JOKER_FIXED = لا يمكنك تركيب { $cards } على { $meld }، لأن الجوكر في { $result } لن يبقى بدل { $stands }: حين ينزل الجوكر على الطاولة، تبقى الورقة التي هو بدلها كما هي ولا تتغيّر (R4.4).
LAYOFF_BREAKS_MELD__SET_DUPLICATE_SUIT = لا يمكنك تركيب { $cards } على { $meld }، لأن { $result } ليست طقمًا: فيها { $card } مرتين، وكل ورقة في الطقم يجب أن تكون من نوع مختلف (R4.2).
LAYOFF_BREAKS_MELD__SET_TOO_MANY = لا يمكنك تركيب { $cards } على { $meld }، لأن { $result } ليست طقمًا: الطقم أربع أوراق على الأكثر، ورقة من كل نوع (R4.2).
LAYOFF_BREAKS_MELD__SET_MIXED_RANKS = لا يمكنك تركيب { $cards } على { $meld }، لأن { $result } ليست طقمًا: أوراق الطقم كلها من رقم واحد، وهذه أرقامها مختلفة (R4.2).
LAYOFF_BREAKS_MELD__RUN_DUPLICATE_RANK = لا يمكنك تركيب { $cards } على { $meld }، لأن { $result } ليست سلسلة: فيها { $card } مرتين، والسلسلة فيها كل رقم مرة واحدة (R4.1).
LAYOFF_BREAKS_MELD__RUN_TOO_LONG = لا يمكنك تركيب { $cards } على { $meld }، لأن { $result } ليست سلسلة: السلسلة ثلاث عشرة ورقة على الأكثر، من الآص إلى الشيخ (R4.1).
LAYOFF_BREAKS_MELD__RUN_WRAPS = لا يمكنك تركيب { $cards } على { $meld }، لأن { $result } ليست سلسلة: الآص يكون تحت الاثنين أو فوق الشيخ، ولا يكون في الطرفين معًا، فلا يمكن للسلسلة أن تلفّ من الشيخ إلى الاثنين (R4.1).
LAYOFF_BREAKS_MELD__RUN_GAP = لا يمكنك تركيب { $cards } على { $meld }، لأن { $result } ليست سلسلة: فيها فراغ مكان { $gaps } (R4.1).
LAYOFF_BREAKS_MELD__RUN_GAP__jokers = لا يمكنك تركيب { $cards } على { $meld }، لأن { $result } ليست سلسلة: ينقصها { $gaps }، والجوكران فيها لا يسدّان إلا فراغين (R4.1, R9).
LAYOFF_BREAKS_MELD__RUN_GAP__joker = لا يمكنك تركيب { $cards } على { $meld }، لأن { $result } ليست سلسلة: ينقصها { $gaps }، والجوكر الواحد فيها لا يسدّ إلا فراغًا واحدًا (R4.1, R4.3).
LAYOFF_BREAKS_MELD__RUN_MIXED_SUITS = لا يمكنك تركيب { $cards } على { $meld }، لأن { $result } ليست سلسلة: السلسلة كلها من نوع واحد، وهذه تخلط { $suits } (R4.1).
USE_JOKER_SWAP = الجوكر في { $meld } بدل { $stands } من قبل: ضع { $stands } مكانه بتبديل الجوكر، فيأتي الجوكر إلى يدك (R6.2).
NO_JOKER_IN_MELD = ليس في { $meld } جوكر لتأخذه (R6.2).
SWAP_JOKER_FOR_JOKER = تبديل جوكر بجوكر لا يفيد بشيء: ضع الورقة التي يكون الجوكر بدلها (R6.2).
SWAP_WRONG_CARD = الجوكر في { $meld } بدل { $options }، فهذه الورقة وحدها تحرّره (R6.2).
SWAP_WRONG_CARD__open = الجوكر في { $meld } بدل { $options }: نوعه ما زال مفتوحًا، فأيّ ورقة من هاتين الورقتين تحرّره (R6.2).
SWAP_WRONG_CARD__open_both = الجوكر في { $meld } بدل { $options }، ونوعه ما زال مفتوحًا؛ على هذه الطاولة لا تحرّره إلا هاتان الورقتان معًا (R6.2, R9).
SWAP_WRONG_CARD__two = الجوكران في { $meld } بدل { $options }: ضع واحدة من هذه الأوراق لتحرّر الجوكر الذي بدلها، جوكرًا واحدًا في كل مرة (R6.2, R9).
# house rules (R9)
SWAP_NEEDS_BOTH = على هذه الطاولة، جوكر الطقم لا تحرّره إلا الورقتان الناقصتان ({ $both }) معًا، وهذه من قواعد الطاولة (R9).
TAKEN_CARD_UNUSED = على هذه الطاولة، الورقة التي تأخذها عن الأرض يجب أن تدخل في مجموعة جديدة في هذا الدور، و{ $card } لم تدخل، وهذه من قواعد الطاولة (R9). ضعها في مجموعة جديدة، أو تراجع عن حركاتك، وأعِدها، واسحب (R3.6).
FREED_JOKER_UNUSED = على هذه الطاولة، الجوكر الذي تحرّره يجب أن تنزّله في مجموعة أو تركّبه في الدور نفسه، قبل أن ترمي، وهذه من قواعد الطاولة (R9).
FREED_JOKER_UNUSED__stuck = على هذه الطاولة، الجوكر الذي تحرّره يجب أن تنزّله في مجموعة أو تركّبه في الدور نفسه، وهذه من قواعد الطاولة (R9)، وجوكرك لا مكان له الآن: تراجع عن التبديل (R3.6).
# check(action) when the move is fine
ok__declare_konkan = يمكنك أن تعلن كونكان: بعدها لا تنزّل إلا بالكونكان كاملًا، وهو يربحك اللعبة (R8.6).
ok__draw = يمكنك أن تسحب الورقة التي في أعلى كومة السحب (R3.3).
ok__take_discard = يمكنك أن تأخذ { $card }، وعليك بعدها أن تنزّل مجموعة جديدة في هذا الدور (R3.3).
ok__take_discard__used = يمكنك أن تأخذ { $card }، وعليك بعدها أن تضعها في مجموعة جديدة في هذا الدور، وهذه من قواعد الطاولة (R9).
ok__take_discard__declarer = يمكنك أن تأخذ { $card }: أنت أعلنت كونكان، وعلى هذه الطاولة لا يلزمك أن تنزّل بها مجموعة، وهذه من قواعد الطاولة (R9).
ok__return_discard = يمكنك أن تعيد { $card } وتسحب بدلًا منها (R3.3).
ok__meld = { $melds } يمكنك أن تنزّلها الآن (R3.4).
ok__opening = { $melds } المجموع { $total ->
        [one] نقطة واحدة
        [two] نقطتان
        [few] { $total } نقاط
       *[other] { $total } نقطة
    }، وهو لا يقلّ عن { $minimum }: هذا يكفي لتنزّل (R5.1).
ok__opening_out = { $melds } بهذه تخلّص ورقك دفعة واحدة، وهذا لا يحتاج حدّ النزول (R5.4).
ok__lay_off = يمكنك أن تركّب { $cards } على { $meld }، فتصير { $result } (R6.1).
ok__swap_joker = يمكنك أن تضع { $cards } في { $meld } وتأخذ جوكرها إلى يدك (R6.2).
ok__discard = يمكنك أن ترمي { $card } (R3.5).
ok__discard_out = برمي { $card }، آخر ورقة معك، تخلّص ورقك (R7.1).
ok__undo = يمكنك أن تتراجع عن آخر حركة لك في هذا الدور (R3.6).
# what happened: events
event__deal__you = أنت
event__deal__others = الجولة { $number }: الموزّع { $dealer }؛ البادئ { $who } ومعه 15 ورقة، ومع كل واحد غيره 14 ورقة (R2.1).
event__deal__yours = الجولة { $number }: الموزّع { $dealer }؛ البادئ أنت ومعك 15 ورقة، ومع كل واحد غيرك 14 ورقة (R2.1).
event__declare_konkan = { $who }: إعلان كونكان. من الآن لا نزول إلا بالكونكان كاملًا، ولا يلتزم بهذا إلا { $who_lower } (R8.6).
event__draw__private = { $who }: سحب { $card } من كومة السحب (R3.3).
event__draw__public = { $who }: سحب ورقة من كومة السحب (R3.3).
event__take_discard = { $who }: أخذ { $card } عن الأرض (R3.3).
event__return_discard = { $who }: إعادة { $card } إلى كومة الرمي (R3.3).
event__go_down = { $who }: نزول بالمجموعات { $melds }، ومجموعها { $points ->
        [one] نقطة واحدة
        [two] نقطتان
        [few] { $points } نقاط
       *[other] { $points } نقطة
    } (R5.1).
event__go_out_at_once = { $who }: نزول بالمجموعات { $melds } كلها دفعة واحدة (R5.4).
event__meld = { $who }: تنزيل { $melds } (R3.4).
event__lay_off = { $who }: تركيب { $what } على المجموعة { $owner }، فصارت { $result } (R6.1).
event__swap_joker = { $who }: وضع { $what } في المجموعة { $owner } وأخذ جوكرها، وكان بدل { $stands } (R6.2).
event__stood_for__either = ورقة من { $plural } النوعين الناقصين
event__discard = { $who }: رمي { $card } (R3.5).
# cards an event names, with their article: "the 7♠", "the 9♠ 10♠", "the joker", "the 9♠ and the joker"
the__cards = { $cards }
the__joker = الجوكر
the__jokers = الجوكرين
the__and = { $cards } و{ $jokers }
event__undo = { $who }: تراجع عن حركة: { $what } (R3.6).
event__scores = النتائج: { $scores } ({ $rules }).
event__reshuffle = نفدت كومة السحب: خُلطت كومة الرمي، إلا ورقتها العليا، فصارت كومة سحب جديدة فيها { $count ->
        [one] ورقة واحدة
        [two] ورقتان
        [few] { $count } ورقات
       *[other] { $count } ورقة
    } (R9).
event__reshuffle__one = نفدت كومة السحب: كومة الرمي، إلا ورقتها العليا، كانت ورقة واحدة، فصارت هي كومة السحب الجديدة (R9).
WENT_OUT = انتهت الجولة: خلص الورق من يد { $who } (R7.1).{ $spoiled } { $scores }
WENT_OUT_HAND = انتهت الجولة بهاند: خلص الورق من يد { $who } في دور واحد (R8.2). { $scores }
WENT_OUT_KONKAN = انتهت الجولة بكونكان: خلص الورق من يد { $who } (R8.5). { $scores }
DECLARED_KONKAN_WON = انتهت الجولة بكونكان مُعلَن: خلص الورق من يد { $who }، وانتهت اللعبة كلها بفوز من أعلنه (R8.6). { $scores }
# why a player not down before the turn, out in it, did not go out with a Hand (or a Konkan)
spoiled__none = {""}
spoiled__hand__lay_off = {" "}لكن هذا لا يُحسب هاند: مَن خلّص ورقه ({ $who }) ركّب على المجموعة { $owner }، والهاند لا يستعمل إلا المجموعات { $whose } (R4.5, R8.2).
spoiled__hand__swap_joker = {" "}لكن هذا لا يُحسب هاند: مَن خلّص ورقه ({ $who }) أخذ الجوكر من المجموعة { $owner }، والهاند لا يستعمل إلا المجموعات { $whose } (R4.5, R8.2).
spoiled__hand = {" "}لكن هذا لا يُحسب هاند: مَن خلّص ورقه ({ $who }) لمس مجموعة لاعب آخر في هذا الدور، والهاند لا يستعمل إلا المجموعات { $whose } (R4.5, R8.2).
spoiled__konkan__lay_off = {" "}لكن هذا لا يُحسب كونكان: مَن خلّص ورقه ({ $who }) ركّب على المجموعة { $owner }، والكونكان لا يستعمل إلا المجموعات { $whose } (R4.5, R8.5).
spoiled__konkan__swap_joker = {" "}لكن هذا لا يُحسب كونكان: مَن خلّص ورقه ({ $who }) أخذ الجوكر من المجموعة { $owner }، والكونكان لا يستعمل إلا المجموعات { $whose } (R4.5, R8.5).
spoiled__konkan = {" "}لكن هذا لا يُحسب كونكان: مَن خلّص ورقه ({ $who }) لمس مجموعة لاعب آخر في هذا الدور، والكونكان لا يستعمل إلا المجموعات { $whose } (R4.5, R8.5).
ROUND_VOID = نفدت كومة السحب ولم يخلّص أحد ورقه: الجولة ملغاة، ويوزّعها الموزّع نفسه من جديد (R7.3, R2.3).
# score lines (R8)
score__out = { $who } خلّص ورقه: { $score } (R8.1).
score__hand = { $who } خلّص ورقه بهاند: { $score } (R8.2).
score__konkan = { $who } خلّص ورقه بكونكان: { $score } (R8.5).
score__partner = { $who } شريك اللاعب الذي خلّص ورقه، فلا شيء عليه: 0 (R8.4).
score__konkan_paid = { $who }: { $penalty } نقطة مقطوعة بسبب الكونكان، مهما كان الورق في اليد (R8.5).
score__not_down = { $who }: بلا نزول طوال الجولة، والحساب { $penalty } (R8.3).
score__not_down_doubled = { $who }: بلا نزول طوال الجولة، والحساب { $penalty }، وتضاعف بسبب الهاند فصار { $score } (R8.3, R8.2).
score__cards = الورق في يد { $who }: { $cards }، وقيمته { $penalty } (R8.3).
score__cards_doubled = الورق في يد { $who }: { $cards }، وقيمته { $penalty }، وتضاعف بسبب الهاند فصار { $score } (R8.3, R8.2).
score__cards__none = لا ورق في يد { $who }، والحساب { $penalty } (R8.3).
score__cards_doubled__none = لا ورق في يد { $who }، والحساب { $penalty }، وتضاعف بسبب الهاند فصار { $score } (R8.3, R8.2).
score__void = { $who }: لا نقاط، الجولة ملغاة (R7.3).
# The score sheet's "Read as": the cards typed, what they are worth, and the rule that scores them
# otherwise (a short form beside the cards, the whole sentence on hover).
read__not_down = الورق في يد { $who }: { $cards }، وقيمته { $worth }، لكن بلا نزول طوال الجولة، فالحساب { $score } (R8.3).
read__not_down__short = بلا نزول طوال الجولة: { $score } (R8.3)
read__not_down_doubled = الورق في يد { $who }: { $cards }، وقيمته { $worth }، لكن بلا نزول طوال الجولة، فالحساب { $penalty }، وتضاعف بسبب الهاند فصار { $score } (R8.3, R8.2).
read__not_down_doubled__short = بلا نزول طوال الجولة: { $penalty }، وتضاعف بسبب الهاند فصار { $score } (R8.3, R8.2)
read__cards_doubled = الورق في يد { $who }: { $cards }، وقيمته { $worth }، وتضاعف بسبب الهاند فصار { $score } (R8.3, R8.2).
read__cards_doubled__short = تضاعف بسبب الهاند: { $score } (R8.2)
read__konkan_paid = الورق في يد { $who }: { $cards }، وقيمته { $worth }، لكن الحساب { $score } نقطة مقطوعة بسبب الكونكان (R8.5).
read__konkan_paid__short = الكونكان: { $score } نقطة مقطوعة (R8.5)
read__partner = الورق في يد { $who }: { $cards }، وقيمته { $worth }، لكن الشريك خلّص ورقه، فالحساب لا شيء (R8.4).
read__partner__short = شريكه خلّص ورقه: لا شيء عليه (R8.4)
read__void = الورق في يد { $who }: { $cards }، وقيمته { $worth }، لكن الجولة ملغاة، فلا نقاط (R7.3).
read__void__short = جولة ملغاة: لا نقاط له (R7.3)
# named things: suits, ranks, a card in words, whose meld
word__suit__S = بستوني
word__suit__S__plural = بستوني
word__suit__H = كبّة
word__suit__H__plural = كبّة
word__suit__D = ديناري
word__suit__D__plural = ديناري
word__suit__C = سباتي
word__suit__C__plural = سباتي
word__suit__S__of = بستوني
word__suit__H__of = كبّة
word__suit__D__of = ديناري
word__suit__C__of = سباتي
word__rank__1 = آص
word__rank__1__plural = آصات
word__rank__2 = اثنين
word__rank__2__plural = اثنينات
word__rank__3 = ثلاثة
word__rank__3__plural = ثلاثات
word__rank__4 = أربعة
word__rank__4__plural = أربعات
word__rank__5 = خمسة
word__rank__5__plural = خمسات
word__rank__6 = ستة
word__rank__6__plural = ستات
word__rank__7 = سبعة
word__rank__7__plural = سبعات
word__rank__8 = ثمانية
word__rank__8__plural = ثمانيات
word__rank__9 = تسعة
word__rank__9__plural = تسعات
word__rank__10 = عشرة
word__rank__10__plural = عشرات
word__rank__11 = شب
word__rank__11__plural = شباب
word__rank__12 = بنت
word__rank__12__plural = بنات
word__rank__13 = شيخ
word__rank__13__plural = شيوخ
word__joker = جوكر
word__card = { $rank } { $suit }
word__owner__your_own = الخاصة بك
word__owner__their_own = الخاصة به
word__owner__your = الخاصة بك
word__owner__named = الخاصة بـ{ $name }
list__or = { $items } أو { $item }
# a meld on the table, its jokers' readings beside it
meld__shown__jokers = { $cards } (الجوكران بدل { $readings })
meld__shown__joker_open = { $cards } (الجوكر: { $options })
meld__shown__joker = { $cards } (الجوكر بدل { $card })
# the end of a game: who won and why, and the standings' notes
end__konkan__one = { $name } خلّص ورقه بكونكان مُعلَن في الجولة الأخيرة، فيربح { $who } اللعبة مهما كانت المجاميع (R8.6).
end__konkan__many = { $name } خلّص ورقه بكونكان مُعلَن في الجولة الأخيرة، فيربح { $who } اللعبة معًا مهما كانت المجاميع (R8.6).
end__elimination__over__one = كل مَن بقي في اللعبة تجاوز الحدّ { $limit } في الجولة { $round }: يبقى { $who } بأقل مجموع، { $total }، فيربح (R9).
end__elimination__over__many = كل مَن بقي في اللعبة تجاوز الحدّ { $limit } في الجولة { $round }: يبقى { $who } بأقل مجموع، { $total }، فيتقاسمون الفوز (R9).
end__elimination__last = { $who } آخر لاعب باقٍ في اللعبة، فيربح (R9).
end__how__teams_tie = الفريقان يتقاسمان الفوز: مجموع كل فريق منهما { $total }
end__how__team = يربح { $who } بأقل مجموع للفريق، { $total }
end__how__one = يربح { $who } بأقل مجموع، { $total }
end__how__many = يتقاسم { $who } الفوز بأقل مجموع، { $total }
end__reached__team = مجموع فريق { $who }
end__reached__one = مجموع { $who }
end__target__one = بلغ { $reached } الهدف { $limit } في الجولة { $round }، فانتهت اللعبة: { $how } (R9).
end__target__two = بلغ { $reached } كلاهما الهدف { $limit } في الجولة { $round }، فانتهت اللعبة: { $how } (R9).
end__target__many = بلغ { $reached } جميعًا الهدف { $limit } في الجولة { $round }، فانتهت اللعبة: { $how } (R9).
end__rounds__one = بعد { $rounds ->
        [one] جولة واحدة محسوبة
       *[other] { $rounds } جولة محسوبة
    } انتهت اللعبة: { $how } (R8.7).
end__rounds__many = بعد { $rounds ->
        [two] جولتين محسوبتين
        [few] { $rounds } جولات محسوبة
       *[other] { $rounds } جولة محسوبة
    } انتهت اللعبة: { $how } (R8.7).
end__note__won = ربح
end__note__left = خرج بعد الجولة { $round } (تجاوز { $limit })
# the score sheet: where the game stands
sheet__total = { $name } { $total }
sheet__total__out = { $name } { $total } (خارج اللعبة)
sheet__totals = المجاميع: { $totals }.
sheet__totals__final = المجاميع النهائية: { $totals }.
sheet__teams = الفريقان: { $first } { $a }، { $second } { $b }.
sheet__left__one = { $name } يخرج من اللعبة: مجموعه، { $total }، تجاوز الحدّ { $limit } (R9).
sheet__left__many = يخرج { $who } من اللعبة: مجاميعهم ({ $totals }) تجاوزت الحدّ { $limit } (R9).
sheet__over = { $verdict } مع لعبة جديدة تبدأ الورقة من جديد.
sheet__void = الجولة { $number } كانت ملغاة: لا نقاط فيها، ويوزّعها الموزّع نفسه من جديد (R7.3, R2.3).
sheet__next__last = التالي: الجولة { $number } من { $rounds }، وهي الأخيرة. يمكن لمن لم ينزل بعد أن يعلن كونكان فيها (R8.6).
sheet__next__rounds = التالي: الجولة { $number } من { $rounds } (R8.7).
sheet__next__target = التالي: الجولة { $number }. تنتهي اللعبة بعد الجولة التي يبلغ فيها أحد المجاميع { $limit } (R9).
sheet__next__target__team = التالي: الجولة { $number }. تنتهي اللعبة بعد الجولة التي يبلغ فيها مجموع أحد الفريقين { $limit } (R9).
sheet__next__elimination = التالي: الجولة { $number }، ويلعبها { $who }. مَن يتجاوز مجموعه { $limit } يخرج من اللعبة (R9).
sheet__declare_refusal = { $refusal } الكونكان الذي يُنزَّل بلا إعلان يُحسب كما تقول القاعدة R8.5.
sheet__refusal = هذه الورقة لا تقبل جولات أخرى. { $verdict } مع لعبة جديدة تبدأ الورقة من جديد.
repr__sheet = <Sheet: { $players } لاعبين، { $rounds } جولات مُدخلة، المجاميع { $totals }>
# a round's moves named inside a sentence
ok__quiet = هذه الحركة مسموحة الآن (R3).
word__seat = المقعد { $seat }
repr__round = <Round { $number }، { $players } لاعبين، { $state }>
repr__round__of = <Round { $number } من { $rounds }، { $players } لاعبين، { $state }>
repr__round__over = انتهت ({ $ending })
repr__round__turn = دور المقعد { $seat }: { $phase }
# the reader, named in a sentence about their own move
word__you = أنت
word__you__start = أنت
word__your = الخاصة بك
word__their = الخاصة به
event__score = { $who } { $score }
# the seats' names, unless the table names them
word__seat_name__south = الجنوب
word__seat_name__east = الشرق
word__seat_name__north = الشمال
word__seat_name__west = الغرب
word__seat_name__north_east = الشمال الشرقي
word__seat_name__north_west = الشمال الغربي
word__seat_name__numbered = المقعد { $seat }
# how a value shows itself to a programmer (repr)
repr__legal_actions = <LegalActions للمقعد { $seat }>

## errors: The words of errors on bad input: a card, a seat, an option or a save that can't be taken. Each sentence names the input it refuses (``{value}`` is the input as ``konkan.errors.shown`` quotes it); ``{name}`` is the name of the argument or field, as the code spells it.

# an input quoted
error__shown__huge = <عدد صحيح من { $digits } خانة>
# whole numbers
error__whole = يجب أن يكون { $name } عددًا صحيحًا، والمعطى: { $value }
error__whole__range = يجب أن يكون { $name } عددًا صحيحًا من { $low } إلى { $high }، والمعطى: { $value }
error__whole__from = يجب أن يكون { $name } عددًا صحيحًا من { $low } فما فوق، والمعطى: { $value }
error__whole__between = يجب أن يكون { $name } من { $low } إلى { $high }، والمعطى: { $value }
error__whole__at_least = يجب أن يكون { $name } على الأقل { $low }، والمعطى: { $value }
# names
error__lazy__no_attribute = الوحدة { $package } ليس فيها الاسم { $name }
error__names__count = يجب أن يعطي names اسمًا واحدًا لكل مقعد ({ $players })، والمعطى: { $value }
error__names__bad = اسم المقعد { $seat } يجب أن يكون نصًا من 1 إلى 40 حرفًا قابلًا للطباعة، والمعطى: { $value }
error__names__same = يجب أن تختلف أسماء المقاعد بعضها عن بعض، والمعطى: { $value }
error__names__you = 'أنت' هي الكلمة التي يقرأ بها المقعد حركاته هو: اختر اسمًا آخر
# rules
error__rules__bool = يجب أن يكون { $name } إما True أو False، والمعطى: { $value }
error__rules__partnership = لعب الشراكة يحتاج 4 لاعبين بالضبط (فريقان من اثنين، والشريكان متقابلان، R1.1)؛ والمعطى players={ $players }
error__rules__empty_stock = يجب أن يكون empty_stock إما 'void' أو 'reshuffle'، والمعطى: { $value }
error__rules__one_of = يجب أن يكون { $name } واحدًا من { $choices }، والمعطى: { $value }
error__rules__jokers_per_meld = يجب أن يكون jokers_per_meld إما 1 أو 2، والمعطى: { $value }
error__rules__elimination = game_end='elimination' للاعبين الذين يلعب كل منهم وحده، لا للشراكة (R9)
error__rules__preset = لا توجد مجموعة قواعد جاهزة (preset) اسمها { $value }: الموجود هو { $choices }
error__rules__mapping = يجب أن تكون rules قاموسًا (mapping) من أسماء الخيارات إلى قيمها، والمعطى: { $value }
error__rules__unknown = خيار (أو خيارات) قواعد غير معروفة: { $value }
error__rules__type = يجب أن تكون rules من نوع konkan.Rules، والمعطى: { $value }
# a round's scores
error__scores__team = الشراكة فيها 4 مقاعد، إذن 4 نتائج، والمعطى: { $value }
error__scores__ending = يجب أن يكون ending واحدًا من { $choices }، والمعطى: { $value }
error__scores__hands = يجب أن يسرد hands ورق كل مقعد، من 2 إلى 5 مقاعد، والمعطى: { $value }
error__scores__went_down = يجب أن يعطي went_down قيمة True أو False لكل مقعد من المقاعد الـ{ $seats }، والمعطى: { $value }
error__scores__partnership = جولة الشراكة فيها 4 مقاعد، والمعطى { $hands } أيادٍ
error__scores__finisher = يجب أن يكون finisher مقعدًا من 0 إلى { $high }، والمعطى: { $value }
error__scores__finisher_hand = اللاعب الذي خلّص (المقعد { $seat }) خلّص ورقه، فيجب أن تكون يده فارغة، والمعطى { $count } ورقة
error__scores__finisher_down = اللاعب الذي خلّص (المقعد { $seat }) خلّص ورقه، فهو إذن نزّل: يجب أن تكون went_down[{ $seat }] هي True
error__what__hand = يد المقعد { $seat }
# a game's rounds
error__game__unfinished = تأتي بعد جولة لم تنتهِ أبدًا
error__game__over = انتهت اللعبة: لا جولة بعدها
error__game__players = الجولة تُلعب بقواعد أخرى أو بلاعبين غير الذين توزّع لهم اللعبة ({ $names })
error__game__order = كان يجب أن تكون الجولة { $number } ويوزّعها { $dealer }، لكنها الجولة { $got } ويوزّعها { $got_dealer }
error__game__seed = لا تحمل البذرة (seed) التي تعطيها لها اللعبة: تغيّر ترتيب الجولات أو تغيّرت الجولات نفسها
error__game__round = يجب أن تكون round جولة من جولات هذه اللعبة، والمعطى: { $value }
error__game__not_over = الجولة { $number } لم تنتهِ بعد: أنهِها قبل توزيع الجولة التالية
error__game__no_next = انتهت اللعبة: لا توجد جولة تالية
# table melds
error__table_meld__mapping = مجموعة الطاولة قاموس (mapping) يصنعه TableMeld.to_dict، والمعطى: { $value }
error__table_meld__unknown = مجموعة الطاولة ليس فيها حقل اسمه { $value }
error__table_meld__missing = مجموعة الطاولة ينقصها { $value }
error__table_meld__cards = يجب أن يكون ورق مجموعة الطاولة من 3 إلى 13 رقم ورقة (id) مختلفًا، والمعطى: { $value }
error__table_meld__owner = يجب أن يكون صاحب مجموعة الطاولة مقعدًا من 0 إلى 4، والمعطى: { $value }
error__table_meld__codes = يجب أن تسرد joker_readings في مجموعة الطاولة رموز أوراق، والمعطى: { $value }
error__table_meld__jokers = يجب أن تعطي joker_readings في مجموعة الطاولة ورقة واحدة لكل جوكر، والمعطى: { $value }
error__table_meld__illegal = المجموعة { $cards } غير صحيحة: { $why }
error__table_meld__order = يجب أن يكون ورق مجموعة الطاولة بترتيب الطاولة ({ $cards })، والمعطى: { $value }
error__table_meld__field = يجب أن يكون { $name } في مجموعة الطاولة { $expected } لهذه الأوراق، والمعطى: { $value }
# cards
error__card__numbers = رقم الورقة ونسختها عددان صحيحان، والمعطى { $rank } و{ $copy }
error__card__joker_suit = الجوكر ليس له نوع، والمعطى النوع { $value }
error__card__rank = رقم الورقة من 1 (آص) إلى 13 (شيخ)، والمعطى: { $value }
error__card__suit = نوع الورقة واحد من S H D C، والمعطى: { $value }
error__card__copy = من كل ورقة نسختان: copy هي 0 أو 1، والمعطى: { $value }
error__card__not_a_card = { $value } ليست ورقة: اكتب الرقم (A، أو 2-10 أو T، أو J، Q، K) ثم النوع (S H D C أو ♠ ♥ ♦ ♣)، أو JK للجوكر
error__card__id = رقم الورقة (id) عدد صحيح من 0 إلى 105، والمعطى: { $value }
error__card__one = يجب أن يكون { $what } ورقة واحدة، والمعطى: { $value }
error__card__type = يجب أن يكون { $what } ورقة مثل '7S'، والمعطى: { $value }
error__cards__not_a_card = الورقة رقم { $position } ({ $value }) ليست ورقة: اكتب الرقم (A، أو 2-10 أو T، أو J، Q، K) ثم النوع (S H D C أو ♠ ♥ ♦ ♣)، أو JK للجوكر
error__cards__slip = الورقة رقم { $position } ({ $value }) ليست ورقة: { $fix } { $why }
error__cards__text = تنتظر parse_cards نصًا مثل '7S 8S 9S'، والمعطى: { $value }
error__cards__third = الورقة رقم { $position } ({ $value }): في اللعبة نسختان فقط من { $card }
error__cards__third_joker = الورقة رقم { $position } ({ $value }): في اللعبة جوكران فقط
error__cards__type = يجب أن يكون { $what } نصًا مثل '7S 8S 9S' أو قائمة أوراق، والمعطى: { $value }
error__cards__too_many = { $what }: أوراق أكثر مما في اللعبة (106)
error__cards__twice = { $what }: الورقة نفسها { $value } مذكورة مرتين
error__cards__item_one = { $what }: العنصر رقم { $position } ({ $value }) يجب أن يكون ورقة واحدة
error__cards__item_bad = { $what }: العنصر رقم { $position } ({ $value }) ليس ورقة
error__cards__item_third = { $what }: العنصر رقم { $position } ({ $value }) نسخة ثالثة من { $card }
error__cards__bad = { $what }: { $value } ليست ورقة
error__what__cards = الأوراق
error__what__card = الورقة
error__what__hand_cards = اليد
error__what__meld = المجموعة
# saved rounds and games
error__what__round = الجولة
error__what__game = اللعبة
error__where__top = أعلاه
error__where__shape = شكله
error__where__length = { $path } (طوله)
error__save__no_checksum = الملف المحفوظ ({ $what }) ليس فيه رمز تحقق ('check'): لم يكتبه konkan
error__save__unwritable = الملف المحفوظ ({ $what }) فيه قيم لا يستطيع JSON إعادة كتابتها
error__save__changed = الملف المحفوظ ({ $what }) تغيّر بعد كتابته (رمز التحقق لا يطابق)
error__save__bytes = حجم الملف المحفوظ { $size } بايت، أكبر بكثير مما تحتاجه أي لعبة
error__save__utf8 = الملف المحفوظ ليس نصًا بترميز UTF-8
error__save__type = تأخذ from_json نص JSON، والمعطى: { $value }
error__save__characters = طول الملف المحفوظ { $size } حرفًا، أطول بكثير مما تحتاجه أي لعبة
error__save__too_deep = الملف المحفوظ متداخل أكثر من اللازم ليكون ملف حفظ من konkan
error__save__json = الملف المحفوظ ليس JSON صحيحًا: { $error }
error__save__object = يجب أن يحوي الملف المحفوظ كائن JSON (object)
error__save__format = الملف المحفوظ ليس { $format } (صيغته { $value })
error__save__version = الملف المحفوظ من الإصدار { $value }؛ وهذه النسخة من konkan تقرأ الإصدار { $version }
error__save__deeper = الملف المحفوظ متداخل أعمق مما يكون عليه أي ملف حفظ من konkan (عند { $where })
error__save__key = في الملف المحفوظ مفتاح ليس نصًا، عند { $where }
error__save__value = في الملف المحفوظ قيمة لا يقبلها JSON ({ $value }) عند { $where }
error__save__surrogate = في الملف المحفوظ نص ليس Unicode صحيحًا (رمز بديل منفرد - lone surrogate)، عند { $where }
error__save__missing = الملف المحفوظ ({ $what }) ينقصه { $name }
error__save__rules = قواعد الملف المحفوظ ({ $what }) غير صحيحة: { $error }
error__save__deck = يجب أن تكون الشدّة المحفوظة قائمة أرقام أوراق (من 0 إلى 105)
error__save__deal = التوزيع المحفوظ غير صحيح: { $error }
error__save__actions = يجب أن تكون الحركات المحفوظة قائمة
error__save__action = الحركة المحفوظة رقم { $number } مكتوبة بشكل خاطئ: { $error }
error__save__replay = لا يمكن إعادة لعب الحركة المحفوظة رقم { $number } ({ $action }): { $error }
error__save__round_mismatch = الجولة المحفوظة لا تطابق ما يؤدي إليه توزيعها وحركاتها (تختلف في { $where })؛ الملف معدَّل أو تالف
error__save__no_rounds = يجب أن تحوي اللعبة المحفوظة جولة واحدة على الأقل
error__save__seed = يجب أن تكون بذرة (seed) اللعبة المحفوظة عددًا صحيحًا أو نصًا، والمعطى: { $value }
error__save__game = اللعبة المحفوظة غير صحيحة: { $error }
error__save__round_object = الجولة المحفوظة رقم { $number } ليست كائنًا (object)
error__save__round_rules = الجولة المحفوظة رقم { $number } تُلعب بقواعد غير قواعد اللعبة
error__save__round = الجولة المحفوظة رقم { $number }: { $error }
error__save__after_end = كانت اللعبة قد انتهت بعد الجولة المحفوظة رقم { $number }، ومع ذلك تليها جولات أخرى
error__save__game_mismatch = اللعبة المحفوظة لا تطابق جولاتها (تختلف في { $where })؛ الملف معدَّل أو تالف
# a seat view read back
error__view__must__mapping = يجب أن يكون { $field } فيما يراه المقعد قاموسًا (mapping)، والمعطى: { $value }
error__view__must__whole = يجب أن يكون { $name } فيما يراه المقعد عددًا صحيحًا من { $low } إلى { $high }، والمعطى: { $value }
error__view__must__bool = يجب أن يكون { $field } فيما يراه المقعد true أو false، والمعطى: { $value }
error__view__must__true = لا يُكتب { $field } فيما يراه المقعد إلا إذا كان true، والمعطى: { $value }
error__view__must__text = يجب أن يكون { $field } فيما يراه المقعد نصًا، والمعطى: { $value }
error__view__must__list = يجب أن يكون { $field } فيما يراه المقعد قائمة (طولها { $longest } على الأكثر)، والمعطى: { $value }
error__view__must__one_of = يجب أن يكون { $field } فيما يراه المقعد واحدًا من { $choices }، والمعطى: { $value }
error__view__must__seat = يجب أن يكون { $field } فيما يراه المقعد مقعدًا من 0 إلى { $high }، والمعطى: { $value }
error__view__must__sizes = يجب أن يكون { $field } فيما يراه المقعد عددًا واحدًا لكل مقعد ({ $players })، والمعطى: { $value }
error__view__must__bools = يجب أن يكون { $field } فيما يراه المقعد قيمة true أو false لكل مقعد ({ $players })، والمعطى: { $value }
error__view__must__new_melds = يجب أن يكون { $field } فيما يراه المقعد مواضع مختلفة على الطاولة لمجموعات هذا المقعد، والمعطى: { $value }
error__view__must__freed_jokers = يجب أن يكون { $field } فيما يراه المقعد جوكرات في اليد أو على الطاولة، والمعطى: { $value }
error__view__must__lines = يجب أن يكون { $field } فيما يراه المقعد سطرًا واحدًا لكل مقعد، بترتيب المقاعد ({ $players })، والمعطى: { $value }
error__view__unknown = في { $field } فيما يراه المقعد حقل غير معروف { $value }
error__view__missing = ينقص { $field } فيما يراه المقعد: { $name }
error__view__twice = في { $field } فيما يراه المقعد ورقة مذكورة مرتين
error__view__mapping = ما يراه المقعد (seat view) قاموس (mapping) يصنعه SeatView.to_dict، والمعطى: { $value }
error__view__rules = قواعد ما يراه المقعد غير صحيحة: { $error }
error__view__names = أسماء ما يراه المقعد غير صحيحة: { $error }
error__view__table = table[{ $index }] فيما يراه المقعد غير صحيح: { $error }
error__view__hand_size = hand_sizes[{ $seat }] فيما يراه المقعد هو { $size }، لكن يده فيها { $count } ورقة
error__view__declared = declared فيما يراه المقعد يذكر مقعدًا مرتين
error__view__two_places = ما يراه المقعد يُظهر ورقة في مكانين (اليد، الطاولة، كومة الرمي)
error__view__count = مجموع الأوراق فيما يراه المقعد { $count }، لا 106 كما في اللعبة
error__view__took = الورقة took_discard { $card } فيما يراه المقعد ليست في اليد ولا على الطاولة
error__view__legal = legal[{ $index }] فيما يراه المقعد حركة لمقعد آخر ({ $value })
error__view__phase = المرحلة phase فيما يراه المقعد تكون 'over' إذا كانت له نتيجة (result)، وفي هذه الحالة وحدها
error__view__write_back = ما يراه المقعد لا يُعاد كتابته كما أُعطي: يختلف في { $where }
# the score sheet
error__sheet__rules_type = يجب أن تكون rules من نوع Rules في konkan، والمعطى: { $value }
error__sheet__cards = ورق { $name }: { $error }
error__sheet__copies = { $card } مذكورة { $count ->
        [few] { $count } مرات
       *[other] { $count } مرة
    } ({ $holders })، لكن في اللعبة نسختان فقط من { $card } (R1.2).
error__sheet__copies__joker = الجوكر مذكور { $count ->
        [few] { $count } مرات
       *[other] { $count } مرة
    } ({ $holders })، لكن في اللعبة جوكران فقط (R1.2).
error__sheet__hands = اكتب الورق الباقي مع كل لاعب من اللاعبين الـ{ $players }.
error__sheet__ending = الجولة تنتهي بـ'out' أو 'hand' أو 'konkan' أو 'void'، لا بـ{ $value }.
error__sheet__went_down = قل لكل لاعب من اللاعبين الـ{ $players } هل نزّل أم لا (True أو False).
error__sheet__declared = قل هل أُعلن الكونكان، بـTrue أو False.
error__sheet__out_cards = { $name } خرج من اللعبة ولا يلعب جولات أخرى، فليس معه ورق (R9).
error__sheet__void_declared = الجولة الملغاة ليس فيها كونكان يُعلن: لم يخلّص أحد ورقه (R7.3).
error__sheet__finisher = قل مَن خلّص ورقه، أو اجعل الجولة ملغاة (R7.3).
error__sheet__no_seat__range = لا يوجد مقعد { $value }: في الورقة { $players } لاعبين (المقاعد من 0 إلى { $high }).
error__sheet__no_seat = لا يوجد مقعد { $value }: في الورقة { $players } لاعبين.
error__sheet__finisher_out = { $name } خرج من اللعبة، فلم يلعب هذه الجولة (R9).
error__sheet__finisher_cards = { $name } خلّص ورقه، فليس معه ورق: احذف الأوراق المكتوبة لـ{ $name } (R7.1).
error__sheet__declare_kind = لا يُعلن إلا الكونكان (R8.6): اختر نهاية الكونكان، أو اكتب الجولة بلا إعلان.
error__sheet__undo = لا توجد جولة للتراجع عنها.
error__sheet__name = اسم اللاعب من 1 إلى 40 حرفًا قابلًا للطباعة؛ و{ $value } ليس كذلك.
error__sheet__name_taken = { $name } اسم لاعب آخر: أعطِ كل لاعب اسمًا خاصًا به.
error__sheet__name_you = 'أنت' هي الكلمة التي يقرأ بها اللاعب حركاته هو: اختر اسمًا آخر.
error__what__sheet = ورقة الحساب
error__sheet__missing = ورقة الحساب المحفوظة ينقصها { $name }
error__sheet__rules = قواعد ورقة الحساب المحفوظة أو أسماؤها غير صحيحة: { $error }
error__sheet__rounds = يجب أن تكون جولات ورقة الحساب المحفوظة قائمة
error__sheet__round_shape = الجولة المحفوظة رقم { $number } ليست جولة كما تكتبها ورقة الحساب
error__sheet__round_hands = يجب أن يكون ورق الجولة المحفوظة رقم { $number } نصوصًا من الأوراق
error__sheet__round_bad = لا يمكن إدخال الجولة المحفوظة رقم { $number }: { $error }
error__sheet__mismatch = ورقة الحساب المحفوظة لا تطابق جولاتها (تختلف في { $where })
error__sheet__save = تعذّر حفظ ورقة الحساب في { $path }: { $why }.
error__sheet__read = تعذّرت قراءة ورقة الحساب { $path }: { $why }.
error__sheet__refused = رُفضت ورقة الحساب { $path }: { $error }.
# actions, as text or as a mapping
error__token__bad = { $what } { $value } ليست ورقة
error__token__not_a_card = { $what } { $value } ليست ورقة: اكتب الرقم ثم النوع، مثل 7♠ أو 7S
error__action__card_id = يجب أن يكون { $name } رقم ورقة (id) من 0 إلى 105، والمعطى: { $value }
error__action__card_ids = يجب أن يكون { $what } قائمة أرقام أوراق (id)، والمعطى: { $value }
error__action__cards = يجب أن يكون { $what } أوراقًا، والمعطى: { $value }
error__action__seat = مقعد الحركة عدد صحيح من 0 إلى 4، والمعطى: { $value }
error__action__text = الحركة نص مثل 'seat 0: draw'، والمعطى: { $value }
error__action__form = { $value } ليست حركة: اكتبها هكذا 'seat 0: draw'
error__action__no_move = { $value } ليست حركة: لا تذكر أي حركة موجودة في اللعبة
error__action__nothing_after = { $value }: لا يأتي شيء بعد '{ $verb }'
error__action__mapping = الحركة قاموس (mapping) فيه مقعد ونوع، والمعطى: { $value }
error__action__kind = يجب أن يكون نوع الحركة واحدًا من { $choices }، والمعطى: { $value }
error__action__unknown = حركة { $kind } ليس فيها حقل { $value }
error__action__missing = حركة { $kind } تحتاج { $name }، والمعطى: { $value }
error__action__taken = يجب أن تكون الورقة المأخوذة ورقة، والمعطى: { $value }
error__action__reading = { $what } يذكر الأوراق التي تكون الجوكرات بدلها، والمعطى: { $value }
error__action__reading_code = يجب أن يكون { $what } ورقة أو قائمة أوراق، والمعطى: { $value }
error__action__groups = يجب أن تكون groups في حركة التنزيل مجموعات أوراق، والمعطى: { $value }
error__action__joker_as = يجب أن يعطي joker_as عنصرًا واحدًا لكل مجموعة، والمعطى: { $value }
error__action__group_ids = يجب أن تكون groups قائمة من قوائم أرقام أوراق (id)، والمعطى: { $value }
error__action__joker_as_list = يجب أن يكون joker_as قائمة أوراق أو قيم null، والمعطى: { $value }
error__action__lay_off = { $value }: اكتب التركيب هكذا 'lay off 10♠ on meld 2'
error__action__swap = { $value }: اكتب تبديل الجوكر هكذا 'swap Q♣ for the joker in meld 1'
error__action__discard = الرمي ورقة واحدة، والمعطى: { $value }
error__joker_as__count = في joker_as { $entries } عناصر لـ{ $groups } مجموعات: أعطِ عنصرًا واحدًا لكل مجموعة
error__what__action_seat = مقعد الحركة
error__what__taken = الورقة المأخوذة
error__what__stands_for = الورقة التي يكون الجوكر بدلها
error__what__each_group = كل مجموعة في حركة التنزيل
error__what__meld_group = مجموعة في حركة التنزيل
error__what__meld_joker_as = joker_as في حركة التنزيل
error__what__laid_off = الأوراق المركّبة
error__what__lay_off_joker_as = joker_as في التركيب
error__what__swapped_in = الأوراق الموضوعة بدل الجوكر
error__what__discarded = الورقة المرمية
# a round dealt, staged or played
error__seed__type = يجب أن تكون البذرة (seed) عددًا صحيحًا أو نصًا قصيرًا، والمعطى: { $value }
error__seed__utf8 = يجب أن تكون البذرة (seed) نصًا يمكن كتابته بترميز UTF-8، والمعطى: { $value }
error__what__round_number = number (الجولات تُعدّ من 1)
error__what__dealer = dealer (مقعد)
error__what__current = current (مقعد)
error__what__meld_owner = صاحب مجموعة الطاولة { $index } (مقعد)
error__what__table_meld = مجموعة الطاولة { $index }
error__deck__short = الشدّة أقصر من أن تُوزَّع: { $players } لاعبين يحتاجون { $need } ورقة، وفي الشدّة { $count }
error__staged__hands = hands: أعطِ يدًا واحدة لكل مقعد ({ $players })، والمعطى: { $count }
error__staged__third = { $what }: في اللعبة نسختان فقط من { $card } (R1.2)، وقد وُضعت نسخة ثالثة
error__staged__meld = مجموعة الطاولة { $index }: أعطِ (owner, cards) أو (owner, cards, joker_as)، والمعطى: { $value }
error__staged__illegal = مجموعة الطاولة { $index }: { $why }
error__staged__rest = rest: الأوراق غير الموضوعة تذهب إلى 'stock' (كومة السحب) أو 'pile' (كومة الرمي)، لا إلى { $value }
error__staged__down = مجموعة الطاولة: لـ{ $name } مجموعة نازلة، فاذكره في down
error__staged__pile = pile: كل دور بعد الأول يبدأ وآخر ورقة مرمية على كومة الرمي (R3.5)، فضع ورقة في كومة الرمي
error__pick__long = { $what }: { $value } أطول بكثير من أن يكون أسماء أوراق
error__pick__card = { $what }: الورقة رقم { $position } ({ $value }) ليست ورقة
error__pick__type = يجب أن يكون { $what } نصًا مثل '7S 8S' أو قائمة أوراق، والمعطى: { $value }
error__pick__many = { $what }: { $count } ورقة أكثر مما في اللعبة
error__meld__empty = حركة التنزيل تحتاج مجموعة أوراق واحدة على الأقل، مثل 7S 8S 9S
error__meld__groups = { $count } مجموعات أكثر مما تستطيع يد واحدة أن تنزّل
error__lay_off__empty = التركيب يحتاج ورقة واحدة على الأقل
error__swap__empty = تبديل الجوكر يحتاج الورقة التي يكون الجوكر بدلها
error__discard__type = الرمي ورقة واحدة، مثل 'KH'، والمعطى: { $value }
error__takes_action = { $method } تأخذ حركة مثل Draw(0)، والمعطى: { $value }
error__in_action = { $action }: { $error }
error__not_a_move = { $value } ليست حركة موجودة في اللعبة
error__joker_as__several = يجب أن يعطي joker_as عنصرًا واحدًا لكل مجموعة عند تنزيل عدة مجموعات
error__joker_as__type = يجب أن يعطي joker_as ورقة واحدة (أو None) لكل مجموعة، والمعطى: { $value }
error__joker_as__two = يذكر joker_as ورقتين على الأكثر لمجموعة واحدة، والمعطى: { $value }
# jokers named
error__joker_as__joker = joker_as يذكر الورقة التي يكون الجوكر بدلها، فلا يمكن أن تكون جوكرًا
error__language = لا يتكلّم konkan لغة اسمها { $language }: اختر واحدة من { $languages } ("en" الإنجليزية، "ar" العربية، "fr" الفرنسية).
error__digits = لا يمكن كتابة الأرقام بأرقام { $digits }: اختر { $choices }.

## gradebook: The words of putting a class's test marks into nbgrader's gradebook (``class.gradebook.*``): :func:`konkan.classroom.nbgrader.to_gradebook` and the command ``konkan-class-service export-nbgrader``; and what they refuse (``error.class.gradebook.*``). For a teacher: what was written where, and what to change when it can't be.

# what was written (the command prints it)
class__gradebook__written__none = لا طلاب في الصف { $code } بعد. في سجلّ العلامات { $gradebook } الواجب { $assignment }، بلا علامات.
class__gradebook__written__one = علامات الاختبار لطالب الصف { $code } الوحيد موجودة الآن في سجلّ العلامات { $gradebook }، في الواجب { $assignment }. الأمر nbgrader export يعطيها الآن.
class__gradebook__written__many = علامات الاختبار لطلاب الصف { $code } ({ $count }) موجودة الآن في سجلّ العلامات { $gradebook }، في الواجب { $assignment }. الأمر nbgrader export يعطيها الآن.
# the command's help
class__gradebook__command__title = بدلًا من تشغيل الخدمة
class__gradebook__command__help = وضع علامات اختبار صف في سجلّ علامات nbgrader
class__gradebook__command__description = يضع علامات اختبار صف، كما صحّحتها خدمة الصف، في سجلّ علامات nbgrader: تسليم واحد لكل طالب، ونقطة واحدة لكل لغز أجاب عنه صحيحًا. شغّلوه مرة أخرى لتحديث العلامات.
class__gradebook__command__class = رمز الصف، مثل river-7661
class__gradebook__command__gradebook = عنوان سجلّ علامات nbgrader، مثل sqlite:////srv/nbgrader/course/gradebook.db، أو اسم ملفّه
class__gradebook__command__assignment = اسم الواجب في nbgrader (الافتراضي: { $default })
class__gradebook__command__notebook = اسم الدفتر في ذلك الواجب (الافتراضي: { $default })
class__gradebook__command__course = مقرّر nbgrader، لواجب جديد (الافتراضي: مقرّر سجلّ العلامات نفسه)
# what is refused; nothing is written then
error__class__gradebook__no_nbgrader = nbgrader غير مثبّت هنا. يُرجى تثبيته حيث تشغّلون هذا الأمر (pip install nbgrader)، ثم المحاولة من جديد.
error__class__gradebook__no_alembic = ينشئ nbgrader سجلّ العلامات الجديد بأمره alembic، وهذا الأمر غير موجود هنا. يُرجى تشغيل هذا حيث nbgrader مثبّت مع أوامره، أو إعطاء سجلّ علامات أنشأه nbgrader من قبل.
error__class__gradebook__results_type = يجب أن تكون النتائج نتائج الصف نصًّا، كما يعطيها results_csv، لا { $results }.
error__class__gradebook__results_header = هذه ليست نتائج صف: يجب أن يذكر السطر الأول الطالب، وكل لغز، والمجموع، والوقت، لكنه { $line }.
error__class__gradebook__results_row = السطر { $line } من النتائج ليس علامات طالب (اسم، ثم 1 أو 0 أو لا شيء لكل لغز من الألغاز الـ{ $count }، ثم المجموع، ثم الثواني): { $row }. لم يُكتب شيء في سجلّ العلامات.
error__class__gradebook__name__assignment = يجب أن يكون اسم الواجب اسمًا قصيرًا، مثل { $example }، لا { $name }.
error__class__gradebook__name__notebook = يجب أن يكون اسم الدفتر اسمًا قصيرًا، مثل { $example }، لا { $name }.
error__class__gradebook__name__course = يجب أن يكون اسم المقرّر اسمًا قصيرًا، مثل { $example }، لا { $name }.
error__class__gradebook__url_type = يجب أن يُعطى سجلّ العلامات بعنوانه، مثل sqlite:///gradebook.db، أو باسم ملف، لا { $gradebook }.
error__class__gradebook__unreadable = لم يستطع كونكان فتح سجلّ العلامات { $gradebook } ({ $why }). يُرجى التأكّد من العنوان: للملف، اكتبوا sqlite:/// ثم مسار الملف، في مجلّد موجود. لم يُكتب شيء.
error__class__gradebook__not_gradebook = { $gradebook } قاعدة بيانات، لكنها ليست سجلّ علامات nbgrader. يُرجى التأكّد من العنوان. لم يُكتب فيها شيء.
error__class__gradebook__no_notebook = الواجب { $assignment } في سجلّ العلامات { $gradebook } ليس فيه دفتر اسمه { $notebook }. يُرجى إعطاء اسم الدفتر، أو اسم واجب آخر. لم يُكتب شيء.
error__class__gradebook__cells = الواجب { $assignment } في سجلّ العلامات { $gradebook } لا يطابق اختبار هذا الصف: في دفتره { $notebook } خلايا التصحيح { $found } (كلٌّ مع نقاطها)، والاختبار يحتاج إلى الخلايا من check_1 إلى check_{ $count }، بنقطة واحدة لكلٍّ منها. يُرجى إعطاء اسم واجب آخر، أو إنشاء هذا الواجب من رمز الصف. لم يُكتب شيء.
error__class__gradebook__cells__none = الواجب { $assignment } في سجلّ العلامات { $gradebook } لا يطابق اختبار هذا الصف: ليس في دفتره { $notebook } أي خلية تصحيح، والاختبار يحتاج إلى الخلايا من check_1 إلى check_{ $count }، بنقطة واحدة لكلٍّ منها. يُرجى إعطاء اسم واجب آخر، أو إنشاء هذا الواجب من رمز الصف. لم يُكتب شيء.
error__class__gradebook__no_db = لا توجد قاعدة بيانات للصف في { $db }. يُرجى إعطاء القاعدة التي تستعملها خدمة الصف، بـ --db أو KONKAN_CLASS_DB.

## hub: The class service's words on a school's JupyterHub (``hub.*``): its page, its refusals, what a student's kernel says about where the class lives, and the service's command line (its help and what it writes in the hub's log). A refusal's sentence says what was wrong and what to do; the service sends it with a reason code (the key) and an HTTP status.

# the service's page (GET /services/konkan/)
hub__page__title = صف كونكان
hub__page__hello = مرحبًا، { $name }.
hub__page__teacher = تقول المنصّة إنك أستاذ هنا.
hub__page__student = تقول المنصّة إنك طالب هنا.
hub__page__about = هذا صف كونكان على منصّة مدرستك. دفاتر صفّك تتواصل معه.
# refusals (the reason code is the key; the service adds the HTTP status)
hub__not_signed_in = لا تعرف خدمة الصف من أنت: سجّل الدخول إلى المنصّة أولًا. الدفتر الذي يعمل على المنصّة يرسل رمز خادمه (token) تلقائيًا.
hub__away = لم تُجب المنصّة خدمةَ الصف الآن، فلا تستطيع الخدمة أن تعرف من أنت. على الأرجح المنصّة تُعيد التشغيل: حاول من جديد بعد لحظة.
hub__not_allowed = المنصّة تعرفك يا { $name }، لكنها لا تسمح لهذه الصفحة أو لهذا الدفتر باستعمال خدمة الصف. اطلب من مسؤول المنصّة أن يضيف أسطر كونكان إلى إعداد المنصّة: فهي تعطي الصلاحية { $scope }.
hub__teachers_only = هذا للأستاذ فقط، والمنصّة لا تضعك يا { $name } في المجموعة { $group }.
hub__body_too_big = الطلب كبير جدًا: حجمه { $size } بايت، وخدمة الصف تقبل { $limit } على الأكثر.
hub__body_not_json = الطلب ليس JSON تستطيع خدمة الصف قراءته: فيه خطأ عند الحرف { $position }.
hub__body_not_text = الطلب ليس نصًّا تستطيع خدمة الصف قراءته: البايت { $position } ليس UTF-8.
hub__body_not_object = يجب أن يكون الطلب كائن JSON، فيه أسماء وقيم بين قوسين معقوفين؛ لكنه كان { $kind }.
hub__not_found = لا شيء في خدمة الصف على { $path }.
hub__body_unknown_field = في الطلب حقل { $name } لا يقبله هذا الاستدعاء. الحقول التي يقبلها: { $names }.
hub__body_no_fields = لا حقل
hub__body_missing_field = يحتاج الطلب إلى حقل { $name }، وليس فيه.
hub__body_bad_field__int = يجب أن يكون { $name } في الطلب عددًا صحيحًا؛ لكنه كان { $value }.
hub__body_bad_field__bool = يجب أن يكون { $name } في الطلب true أو false؛ لكنه كان { $value }.
hub__body_bad_field__text = يجب أن يكون { $name } في الطلب نصًّا بين علامتي تنصيص؛ لكنه كان { $value }.
hub__body_bad_field__text_or_int = يجب أن يكون { $name } في الطلب نصًّا أو عددًا صحيحًا؛ لكنه كان { $value }.
hub__body_bad_field__any = يجب أن يكون { $name } في الطلب نصًّا، أو عددًا، أو قائمة منها؛ لكنه كان { $value }.
hub__query_bad__int = يجب أن يكون { $name } في العنوان عددًا صحيحًا، مثل 12؛ لكنه كان { $value }.
hub__query_bad__seconds = يجب أن يكون { $name } في العنوان عددًا من الثواني، مثل 20؛ لكنه كان { $value }.
hub__query_too_long = العنوان يعطي { $name } أكثر من مرة، أو بطول يزيد عن { $limit } من الأحرف.
hub__failed = لم تستطع خدمة الصف أن تجيب عن هذا الطلب (رمز حالة HTTP { $status }). يستطيع مسؤول المنصّة أن يقرأ السبب في سجلّ المنصّة.
# a student's kernel: where the class lives (konkan/classroom/service/client.py)
hub__client__on_hub = هذا الدفتر يعمل على منصّة مدرستك، فصفّك موجود على خدمة الصف فيها ({ $path } على عنوان المنصّة).
hub__client__not_on_hub = هذا الدفتر لا يعمل على منصّة مدرسة، فيبقى الصف في ملفات على هذا الكمبيوتر.
hub__client__no_service = هذا الدفتر يعمل على منصّة ليس فيها خدمة صف كونكان، فيبقى الصف في ملفات على هذا الكمبيوتر. يستطيع مسؤول المنصّة أن يضيف الخدمة (انظر دليل الأستاذ).
hub__client__needed = { $where } إنشاء صف وفتح طاولاته يحتاجان إلى خدمة الصف على منصّة مدرسة؛ هنا، اتّبع دليل الأستاذ لصف في ملفات.
hub__client__away = خدمة الصف لا تجيب الآن: على الأرجح هي تُعيد التشغيل. حاول من جديد بعد لحظة.
hub__client__class_made = { $describe } الصف موجود على المنصّة: ينضمّ إليه الطلاب بالرمز { $short }.
hub__client__table_opened = الطاولة { $number } من الصف { $short } مفتوحة، وعليها { $seats } مقاعد. يلعب الكمبيوتر في كل مقعد لا يأخذه طالب، بالمستوى { $level }.
hub__client__unreachable = لم تُجب خدمة الصف على { $url }.
hub__client__bad_reply = أرسلت خدمة الصف على { $url } ردًّا ليس JSON (رمز حالة HTTP { $status }).
# the command konkan-class-service (its --help, and the lines it writes in the hub's log)
hub__command__description = خدمة صف كونكان: تشغّلها JupyterHub كإحدى خدماتها (انظر docs/hub/jupyterhub_config.py) وتوجّه إليها العنوان /services/konkan/.
hub__command__db = قاعدة بيانات الصف، عنوان SQLAlchemy أو اسم ملف (الافتراضي: $KONKAN_CLASS_DB، وإلا فملف SQLite { $default } في المجلّد الذي تعمل فيه الخدمة)
hub__command__not_on_hub = يعمل konkan-class-service كخدمة من خدمات JupyterHub، والمتغيّر { $variable } غير مضبوط: أضيفوه إلى إعداد المنصّة (docs/hub/jupyterhub_config.py) واتركوا المنصّة تشغّله.
hub__command__bad_url = قيمة { $variable } هي { $value }، وهذا ليس عنوانًا مثل http://127.0.0.1:10101. مسؤول المنصّة هو من يضبطه (docs/hub/jupyterhub_config.py).
hub__command__sweep_failed = لم تستطع الخدمة البحث عن الطلاب الذين غادروا دون كلمة. ستبحث من جديد بعد ثوانٍ قليلة؛ السبب أدناه.
hub__command__computer_failed = الطاولة { $table }: لم يستطع الكمبيوتر أن يلعب دوره. الطاولة تنتظر الحركة التالية؛ السبب أدناه.
hub__command__listening = خدمة صف كونكان تستمع على { $url } (المنصّة توجّه { $prefix })؛ قاعدة بياناتها: { $db }.

## lessons/a_turn: Lesson 3's words: a turn (R3), from the first card to the discard, and changing your mind.

lesson__a_turn__title = الدور
lesson__a_turn__summary = ابدأ بورقة، والعب ما تقدر عليه، وأنهِ دورك برمي ورقة، ويمكنك أن تغيّر رأيك في الأثناء.
# step a-whole-turn
lesson__a_turn__a_whole_turn__title = اسحب، ثم ارمِ
lesson__a_turn__a_whole_turn__intro = كل دور يبدأ بأخذ ورقة واحدة: إما الورقة التي في أعلى كومة السحب (الكومة المقلوبة على وجهها)، وإما الورقة التي في أعلى كومة الرمي. وكل دور ينتهي برمي ورقة واحدة على كومة الرمي.
lesson__a_turn__a_whole_turn__goal = اسحب ورقة من كومة السحب، ثم ارمِ ورقة واحدة.
lesson__a_turn__a_whole_turn__hint = يبدأ دورك بورقة من إحدى الكومتين. كومة السحب هي الخيار الآمن.
lesson__a_turn__a_whole_turn__why__1 = ابدأ بالسحب من كومة السحب: تأخذ الورقة التي في أعلاها، وهي Q♥ (R3.3).
lesson__a_turn__a_whole_turn__why__2 = ثم ارمِ ورقة لا تحتاجها، مثل K♠، فينتهي دورك (R3.5).
lesson__a_turn__a_whole_turn__mistake__must_draw_first = خذ ورقة أولًا، ثم ارمِ.
lesson__a_turn__a_whole_turn__done = هذا دور كامل: ورقة تدخل، وورقة تخرج.
# step take-and-meld
lesson__a_turn__take_and_meld__title = خذ الورقة عن الأرض
lesson__a_turn__take_and_meld__intro = مجموعتك 2♦ 3♦ 4♦ على الطاولة من دور سابق. يمكنك أن تأخذ الورقة التي على الأرض بدل أن تسحب، لكن بشرط أن تنزّل مجموعة جديدة قبل أن ينتهي دورك.
lesson__a_turn__take_and_meld__goal = خذ 9♥ عن الأرض، ونزّلها في مجموعة جديدة.
lesson__a_turn__take_and_meld__hint = الورقة التي على الأرض تمشي مع ورقتين من أوراقك.
lesson__a_turn__take_and_meld__why__1 = خذ 9♥: أخذ الورقة عن الأرض مسموح لأنك ستنزّل مجموعة جديدة في هذا الدور (R3.3).
lesson__a_turn__take_and_meld__why__2 = نزّل 7♥ 8♥ 9♥، وهي سلسلة (R3.4, R4.1). بعدها يمكنك أن ترمي ورقة وتنهي دورك (R3.5).
lesson__a_turn__take_and_meld__mistake__must_draw_first = الورقة 9♥ ما زالت على الأرض: خذها أولًا.
lesson__a_turn__take_and_meld__done = أخذت الورقة عن الأرض ونزّلتها في مجموعة جديدة: هذا بالضبط ما تطلبه القاعدة حين تأخذ عن الأرض.
# step put-it-back
lesson__a_turn__put_it_back__title = رجّعها
lesson__a_turn__put_it_back__intro = أخذتَ 4♣ عن الأرض لتكمل بها 2♣ 3♣. لكن أخذ الورقة عن الأرض وعد: يجب أن تنزّل مجموعة جديدة في هذا الدور. وأنت لم تنزّل أي مجموعة على الطاولة بعد، وأول مجموعاتك في الجولة يجب أن تساوي 51 نقطة أو أكثر (الدرس 4). وما دمت لم تفعل شيئًا آخر، يمكنك أن تغيّر رأيك: رجّع الورقة واسحب بدلًا منها.
lesson__a_turn__put_it_back__goal = رجّع 4♣ إلى كومة الرمي، واسحب من كومة السحب بدلًا منها.
lesson__a_turn__put_it_back__hint = لا تستطيع أن تنزّل مجموعات قيمتها 51 في هذا الدور، لذلك يجب أن ترجع الورقة التي أخذتها.
lesson__a_turn__put_it_back__why__1 = لا تستطيع أن تنزّل مجموعات قيمتها 51، لذلك لا يمكنك أن تحتفظ بالورقة 4♣ (R3.3, R5.1).
lesson__a_turn__put_it_back__why__2 = رجّعها، وهذا مسموح لأنك لم تفعل شيئًا آخر بعد (R3.3).
lesson__a_turn__put_it_back__why__3 = ثم اسحب من كومة السحب، فبهذا يمكن أن يبدأ أي دور (R3.3). ولو كنت قد لعبت حركات أخرى قبل ذلك، لتراجعت عنها أولًا، من الأخيرة إلى الأولى، ثم رجّعت الورقة (R3.6).
lesson__a_turn__put_it_back__mistake__must_meld_after_taking = رجّع 4♣ بدلًا من ذلك.
lesson__a_turn__put_it_back__mistake__opening_too_low = ثلاث أوراق سباتي صغيرة بعيدة جدًا عن 51: رجّع 4♣ بدلًا من ذلك.
lesson__a_turn__put_it_back__done = أن تأخذ الورقة ثم ترجعها لا يكلّفك شيئًا، بشرط أن تفعل ذلك قبل أي شيء آخر.
# step take-back
lesson__a_turn__take_back__title = تراجَع عن حركة
lesson__a_turn__take_back__intro = مجموعتك 2♦ 3♦ 4♦ على الطاولة من دور سابق. في هذا الدور سحبتَ، ثم نزّلت 5♠ 6♠ 7♠، وبعدها فقط انتبهت إلى 8♠ التي معك. ما دمت لم ترمِ بعد، يمكنك أن تتراجع عن حركاتك في هذا الدور، الأخيرة أولًا.
lesson__a_turn__take_back__goal = اجعل أوراقك البستوني سلسلة واحدة من أربع أوراق: 5♠ 6♠ 7♠ 8♠.
lesson__a_turn__take_back__hint = تراجَع عن آخر ما فعلته، ثم نزّل أوراقك البستوني من جديد، كلها معًا.
lesson__a_turn__take_back__why__1 = تراجَع عن حركتك الأخيرة: ترجع السلسلة 5♠ 6♠ 7♠ إلى يدك (R3.6).
lesson__a_turn__take_back__why__2 = نزّل 5♠ 6♠ 7♠ 8♠، سلسلة واحدة من أربع أوراق (R3.4, R4.1).
lesson__a_turn__take_back__mistake__not_in_hand = هذه الأوراق البستوني صارت على الطاولة: تراجَع عن السلسلة أولًا.
lesson__a_turn__take_back__done = التراجع لا يكلّف شيئًا ما دمت لم ترمِ. وكانت هناك طريقة أخرى أيضًا: أن تضيف 8♠ إلى السلسلة الموجودة على الطاولة. هذا اسمه التركيب.
# step a-draw-stays
lesson__a_turn__a_draw_stays__title = السحب لا يُرجَع
lesson__a_turn__a_draw_stays__intro = سحبتَ K♥ من كومة السحب، وندمت. الورقة المسحوبة من كومة السحب لا يمكن إرجاعها أبدًا، لأنك رأيتها.
lesson__a_turn__a_draw_stays__goal = جرّب أن تتراجع عن السحب إن أردت، ثم أنهِ دورك برمي ورقة.
lesson__a_turn__a_draw_stays__hint = مهما فعلت، ينتهي الدور بالطريقة نفسها: ورقة واحدة على كومة الرمي.
lesson__a_turn__a_draw_stays__why__1 = السحب من كومة السحب لا يمكن التراجع عنه (R3.6).
lesson__a_turn__a_draw_stays__why__2 = لذلك إما أن تحتفظ بالورقة K♥، وإما أن تتخلّص منها فورًا: ارمِها فينتهي دورك (R3.5).
lesson__a_turn__a_draw_stays__mistake__draw_cannot_be_undone = الآن أنهِ دورك برمي ورقة.
lesson__a_turn__a_draw_stays__done = قبل أن تسحب، ألقِ نظرة على كومة الرمي: فبمجرد أن تسحب، تصير الورقة لك.
# step keep-a-card
lesson__a_turn__keep_a_card__title = احتفظ بورقة
lesson__a_turn__keep_a_card__intro = مجموعتك 2♦ 3♦ 4♦ على الطاولة من دور سابق، وقد سحبتَ. كل دور ينتهي برمي ورقة، لذلك مهما نزّلت، يجب أن تبقى في يدك ورقة واحدة على الأقل.
lesson__a_turn__keep_a_card__goal = نزّل ثلاثًا من أوراقك السباتي في سلسلة، واحتفظ بورقة لترميها.
lesson__a_turn__keep_a_card__hint = أربع أوراق سباتي متتالية شيء مغرٍ، لكن فكّر في الرمي.
lesson__a_turn__keep_a_card__why__1 = نزّل 8♣ 9♣ 10♣ واحتفظ بورقة: كل دور ينتهي برمي ورقة (R3.5).
lesson__a_turn__keep_a_card__why__2 = تبقى J♣ معك لترميها.
lesson__a_turn__keep_a_card__mistake__must_keep_discard = نزّل ثلاثًا منها واحتفظ بواحدة لترميها.
lesson__a_turn__keep_a_card__done = بقيت J♣ معك لترميها. رمي آخر ورقة في يدك ينهي الجولة: الدرس 6 يشرح ما يحدث عندها.

## lessons/common: The words every lesson shares (konkan/teaching/lessons/__init__.py): what a try is told around the engine's sentence, and the sentences on an answer or a move of the wrong form.

# a move tried at a step ({said}: what the engine says happened)
lesson__common__step_done = انتهت هذه الخطوة: انتقل إلى الخطوة التالية.
lesson__common__try_over = انتهت هذه المحاولة: اضغط «جرّب من جديد» لتبدأ الخطوة من أولها.
# the turn ended without reaching the goal ({goal}: the step's goal; {missed}: the lesson's word on why)
lesson__common__turn_ended = { $said } بهذا انتهى دورك، لكن الهدف كان: { $goal } اضغط «جرّب من جديد».
lesson__common__turn_ended__missed = { $said } بهذا انتهى دورك، لكن الهدف كان: { $goal } { $missed } اضغط «جرّب من جديد».
# a move that can't be taken back has made the goal impossible ({blocked}: the engine's sentence on why)
lesson__common__blocked = { $said } { $blocked } لذلك لن تصل هذه المحاولة إلى الهدف. اضغط «جرّب من جديد».
lesson__common__not_yet = { $said } لم تصل إلى الهدف بعد: { $goal }
# a question answered ({explanation}: the engine's sentence on the answer)
lesson__common__right = صحيح! { $explanation }
lesson__common__right__done = صحيح! { $explanation } { $done }
lesson__common__wrong = ليس تمامًا. حاول مرة ثانية، أو اضغط «تلميح».
lesson__common__wrong__slip = ليس تمامًا. { $slip } حاول مرة ثانية، أو اضغط «تلميح».
# a wrong pick among a question's choices: the engine's sentence on it, after the choice's label
lesson__common__picked = اخترتَ { $label }: { $said }
# right choices left out, only counted so the answer is not given away
lesson__common__missed_pick__one = وهناك خيار آخر صحيح أيضًا.
lesson__common__missed_pick__many = { $count ->
    [two] وهناك خياران آخران صحيحان أيضًا.
    [few] وهناك { $count } خيارات أخرى صحيحة أيضًا.
   *[other] وهناك { $count } خيارًا آخر صحيحًا أيضًا.
}
# input of the wrong form ({got}: what was given, quoted and cut short)
lesson__common__error__choice_number = أجب برقم أحد الخيارات، من { $low } إلى { $high }؛ لكنك كتبتَ { $value }.
lesson__common__error__one_choice = اختر خيارًا واحدًا فقط.
lesson__common__error__whole_number = أجب بعدد صحيح، مثل 25 أو -30؛ لكنك كتبتَ { $got }.
lesson__common__error__move_form = الحركة تكون Action أو نصّها، مثل 'meld 7S 8S 9S'؛ لكنك كتبتَ { $got }.
lesson__common__error__question_not_move = هذه الخطوة سؤال: أجب عنها بـ answer(...)، لا بحركة.
lesson__common__error__move_not_answer = هذه الخطوة تُلعب بالحركات، لا بالإجابة: استعمل play(...).
lesson__common__error__no_step = الدرس { $lesson } ليس فيه خطوة { $step }؛ خطواته هي { $steps }
lesson__common__error__no_lesson = لا يوجد درس { $lesson }. الدروس هي: { $lessons }.
# a progress file that can't be read (set aside, and the stars start afresh: see learner_files)
lesson__common__error__progress_file = هذا ليس ملف تقدّم من konkan
lesson__common__error__progress_lesson = سجلّ درس غير سليم
lesson__common__error__progress_step = سجلّ خطوة غير سليم

## lessons/going_down: Lesson 4's words: going down (R5), 51 points with a run among the melds.

lesson__going_down__title = النزول
lesson__going_down__summary = أول مجموعاتك في الجولة: 51 نقطة، وبينها سلسلة، وماذا يأتي بعد ذلك.
# the question of the first two steps: the points of some melds ({melds}: each meld's cards, in a list)
lesson__going_down__how_many_points = كم نقطة تساوي { $melds } معًا؟
# step count-points
lesson__going_down__count_points__title = كيف تُحسب الأوراق
lesson__going_down__count_points__intro = أول مرة في الجولة تنزّل فيها مجموعات على الطاولة اسمها النزول. ويجب أن تساوي هذه المجموعات 51 نقطة أو أكثر. الأوراق من 2 إلى 10 تُحسب بأرقامها. الشب والبنت والشيخ، كل واحد منها بـ10. والآص بـ11، لكنه بـ1 فقط في أسفل السلسلة، كما في A 2 3.
lesson__going_down__count_points__hint = اجمع كل مجموعة وحدها، وانتبه إلى مكان الآص.
lesson__going_down__count_points__why__1 = A♥ 2♥ 3♥: الآص تحت الاثنين، فيُحسب بـ1؛ و1 + 2 + 3 تساوي 6 (R5.1).
lesson__going_down__count_points__why__2 = K♠ K♦ K♣: ثلاثة شيوخ، كل واحد بـ10، فالمجموع 30 (R5.1).
lesson__going_down__count_points__why__3 = معًا 36، أي ينقصها 15 لتصل إلى 51 (R5.1).
lesson__going_down__count_points__mistake__46 = الآص تحت الاثنين يُحسب بـ1 فقط، لا بـ11.
lesson__going_down__count_points__done = 36 لا تكفي للنزول بعد.
# step joker-and-high-ace
lesson__going_down__joker_and_high_ace__title = الجوكر والآص العالي
lesson__going_down__joker_and_high_ace__intro = الآص فوق الشيخ، كما في Q K A، يُحسب بـ11. والجوكر يُحسب بقيمة الورقة التي يأخذ مكانها.
lesson__going_down__joker_and_high_ace__hint = اعرف أولًا أي ورقة يأخذ الجوكر مكانها.
lesson__going_down__joker_and_high_ace__why__1 = Q♦ K♦ A♦: 10 + 10 + 11، أي 31 (R5.1).
lesson__going_down__joker_and_high_ace__why__2 = 9♠ 🃏 J♠: الجوكر هنا هو 10♠، فيكون المجموع 9 + 10 + 10 = 29 (R4.4, R5.1).
lesson__going_down__joker_and_high_ace__why__3 = معًا 60، وهذا يكفي للنزول (R5.1).
lesson__going_down__joker_and_high_ace__mistake__50 = تأكّد من شيئين: كم يُحسب الآص فوق الشيخ، وأي ورقة يأخذ الجوكر مكانها.
lesson__going_down__joker_and_high_ace__mistake__40 = راجع الآص فوق الشيخ مرة أخرى، واحسب الجوكر بقيمة الورقة التي يأخذ مكانها.
lesson__going_down__joker_and_high_ace__mistake__65 = الجوكر داخل المجموعة يُحسب بقيمة الورقة التي يأخذ مكانها، لا بـ15.
lesson__going_down__joker_and_high_ace__done = 60 تكفي: يمكن أن تنزّل هاتين المجموعتين معًا.
# step go-down
lesson__going_down__go_down__title = انزل بـ51
lesson__going_down__go_down__intro = سحبتَ، وفي يدك سلسلة وطقم. لا واحدة منهما تساوي 51 وحدها، لكن المجموعات التي تنزّلها معًا تُحسب نقاطها معًا. اختر أوراق مجموعة واحدة واضغط «ضع جانبًا». ثم اختر أوراق المجموعة الأخرى واضغط «نزّل»: فتنزل الاثنتان معًا.
lesson__going_down__go_down__goal = انزل: نزّل مجموعات تساوي معًا 51 نقطة أو أكثر.
lesson__going_down__go_down__hint = ابحث عن أطول سلسلة في يدك، ثم عن طقم ينزل معها. ضع واحدة منهما جانبًا قبل أن تختار الأخرى.
lesson__going_down__go_down__why__1 = 9♥ 10♥ J♥ Q♥ تساوي 39، و7♠ 7♦ 7♣ تساوي 21 (R5.1).
lesson__going_down__go_down__why__2 = اختر 9♥ 10♥ J♥ Q♥ واضغط «ضع جانبًا». ثم اختر 7♠ 7♦ 7♣ واضغط «نزّل».
lesson__going_down__go_down__why__3 = إذا نزّلتهما معًا تساويان 60، وهذا أكثر من 51، فتنزل (R5.1).
lesson__going_down__go_down__mistake__opening_too_low = ضع هذه المجموعة جانبًا أولًا، ثم اختر الأخرى واضغط «نزّل»، حتى تُجمع نقاطهما معًا.
lesson__going_down__go_down__mistake__not_a_meld = هذه الأوراق مجموعتان، لا مجموعة واحدة: اختر مجموعة واضغط «ضع جانبًا»، ثم اختر الأخرى واضغط «نزّل».
lesson__going_down__go_down__done = نزلتَ! من الآن وحتى آخر هذه الجولة، يمكنك أن تنزّل أي مجموعة جديدة وحدها.
# step needs-a-run
lesson__going_down__needs_a_run__title = لا بدّ من سلسلة
lesson__going_down__needs_a_run__intro = النزول يحتاج إلى سلسلة واحدة على الأقل بين مجموعاتك، مهما كانت نقاط أطقمك. وكما فعلت من قبل، اختر أوراق كل مجموعة واضغط «ضع جانبًا». ثم اختر أوراق آخر مجموعة واضغط «نزّل»: فتنزل كلها معًا.
lesson__going_down__needs_a_run__goal = انزل، وبين مجموعاتك سلسلة.
lesson__going_down__needs_a_run__hint = أطقمك تساوي نقاطًا كثيرة. ماذا تحتاج معها أيضًا؟
lesson__going_down__needs_a_run__why__1 = K♠ K♥ K♦ وQ♠ Q♥ Q♣ تساويان 60، لكن طقمين وحدهما لا يكفيان للنزول (R5.2).
lesson__going_down__needs_a_run__why__2 = أضف السلسلة 3♣ 4♣ 5♣: صار عندك 72 نقطة ومعها سلسلة، فتنزل (R5.1, R5.2).
lesson__going_down__needs_a_run__why__3 = ضع الشيوخ جانبًا، ثم البنات، ثم اختر 3♣ 4♣ 5♣ واضغط «نزّل».
lesson__going_down__needs_a_run__mistake__opening_needs_run = أوراقك السباتي الثلاث المتتالية تصلح أن تكون السلسلة.
lesson__going_down__needs_a_run__done = طقمان وسلسلة، 72 نقطة: بداية قوية.
# step lay-off-after
lesson__going_down__lay_off_after__title = التركيب يأتي بعد النزول
lesson__going_down__lay_off_after__intro = التركيب يعني أن تضيف ورقة من أوراقك إلى مجموعة موجودة على الطاولة، حتى لو كانت لغيرك. اختر ورقتك، وانقر على المجموعة التي على الطاولة، ثم اضغط «ركّب». لا يمكنك أن تركّب إلا بعد أن تنزل، لكن يمكنك ذلك في الدور نفسه. وما تركّبه لا يُحسب أبدًا ضمن الـ51.
lesson__going_down__lay_off_after__goal = انزل، ثم ركّب 7♠ على سلسلة الشمال.
lesson__going_down__lay_off_after__hint = التركيب يجب أن ينتظر: أولًا نزّل مجموعات تساوي 51، وضع واحدة جانبًا قبل التالية.
lesson__going_down__lay_off_after__why__1 = لا يمكنك أن تركّب قبل أن تنزل (R5.3).
lesson__going_down__lay_off_after__why__2 = نزّل 10♥ J♥ Q♥ و8♣ 8♦ 8♠ معًا: 54 نقطة (R5.1). ضع واحدة جانبًا، واختر الأخرى، واضغط «نزّل».
lesson__going_down__lay_off_after__why__3 = الآن وقد نزلت، ركّب 7♠ على 4♠ 5♠ 6♠ التي للشمال: اختر 7♠، وانقر على سلسلة الشمال، واضغط «ركّب» (R5.3, R6.1).
lesson__going_down__lay_off_after__mistake__not_down = انزل أولًا، بمجموعاتك أنت.
lesson__going_down__lay_off_after__done = صارت سلسلة الشمال من 4♠ إلى 7♠، وصار الورق في يدك أقل.
# step out-at-once
lesson__going_down__out_at_once__title = كل الورق دفعة واحدة
lesson__going_down__out_at_once__intro = هناك طريقة واحدة للنزول بأقل من 51: أن تنزّل كل أوراقك إلا واحدة، دفعة واحدة، في مجموعات لك أنت. عندها تكون ورقتك الأخيرة هي التي ترميها، ورميها ينهي الجولة فورًا. اختر أوراق كل مجموعة واضغط «ضع جانبًا». ثم اختر أوراق آخر مجموعة واضغط «نزّل»: فتنزل كلها معًا.
lesson__going_down__out_at_once__goal = نزّل كل أوراقك إلا واحدة دفعة واحدة، مع أن مجموعاتك تساوي أقل من 51.
lesson__going_down__out_at_once__hint = نزّل معًا كل ما تستطيع، واحتفظ بورقة واحدة فقط لترميها. ضع كل مجموعة جانبًا إلا الأخيرة.
lesson__going_down__out_at_once__why__1 = 2♣ 3♣ 4♣ و5♦ 5♥ 5♠ تساويان 24 فقط (R5.1).
lesson__going_down__out_at_once__why__2 = لكنهما لا تتركان في يدك إلا ورقة واحدة، لذلك لا تحتاج إلى الـ51 (R5.4). وبينهما سلسلة (R5.2).
lesson__going_down__out_at_once__why__3 = ضع واحدة جانبًا، واختر الأخرى، واضغط «نزّل».
lesson__going_down__out_at_once__mistake__opening_too_low = ضع مجموعة جانبًا، ثم اختر الأخرى واضغط «نزّل»، حتى تنزل الاثنتان معًا ولا يبقى معك إلا ورقة واحدة.
lesson__going_down__out_at_once__done = لم يبقَ معك إلا 9♦. لو رميتها لانتهت الجولة: الدرس 6 يشرح ما يحدث عندها.
# step stay-down
lesson__going_down__stay_down__title = نزلتَ مرة، فأنت نازل
lesson__going_down__stay_down__intro = نزلتَ في الدور الماضي بـ9♥ 10♥ J♥ Q♥ و7♠ 7♦ 7♣. وفي هذا الدور سحبتَ، وفي يدك 4♣ 5♣ 6♣.
lesson__going_down__stay_down__prompt = هل يمكنك الآن أن تنزّل 4♣ 5♣ 6♣ وحدها؟
lesson__going_down__stay_down__hint = الـ51 هي فقط لأول مرة تنزل فيها في الجولة.
lesson__going_down__stay_down__why__1 = نزلتَ في الدور الماضي، وتبقى نازلًا حتى تنتهي الجولة (R5.5).
lesson__going_down__stay_down__why__2 = لذلك يمكنك أن تنزّل 4♣ 5♣ 6♣ وحدها، بلا حدّ أدنى (R3.4).
lesson__going_down__stay_down__choice__yes = نعم: أنت نازل من قبل، فيمكنك أن تنزّل أي مجموعة جديدة
lesson__going_down__stay_down__choice__no = لا: قيمتها 15 فقط، وكل مجموعة تحتاج إلى 51
lesson__going_down__stay_down__mistake__1 = نزلتَ في الدور الماضي. هل ما زالت الـ51 مهمة الآن؟
lesson__going_down__stay_down__done = بعد أن تنزل، تنزل كل مجموعة جديدة وحدها، مهما كانت قيمتها.

## lessons/going_out: Lesson 6's words (konkan/teaching/lessons/going_out.py): going out and scoring. Keys are ``lesson.going_out.<step id>.<part>``: a step's title, intro, goal or prompt, hint, the lines of its worked solution (``why.1``, ``why.2``, ...), the lesson's word on a likely slip (``mistake.<slip>``), and what it says when the step is done or missed.

lesson__going_out__title = تخليص الورق وحساب النقاط
lesson__going_out__summary = كيف تنتهي الجولة، وكم يأخذ كل لاعب من النقاط، وماذا يحدث حين تفرغ كومة السحب.
# last-card: go out
lesson__going_out__last-card__title = خلّص ورقك
lesson__going_out__last-card__intro = تنتهي الجولة في اللحظة التي يتخلّص فيها أحد اللاعبين من آخر ورقة معه. وكل دور ينتهي برمي ورقة، لذلك تنزّل كل أوراقك في مجموعات إلا واحدة، ثم ترمي تلك الورقة الأخيرة.
lesson__going_out__last-card__goal = خلّص ورقك: نزّل أوراقك، واجعل آخر ورقة هي التي ترميها.
lesson__going_out__last-card__hint = لا يمكنك أن تنزّل كل أوراقك في مجموعات: يجب أن تبقى واحدة لترميها. أي ورقة تستطيع أن تستغني عنها؟
lesson__going_out__last-card__why__1 = نزّل 4♥ 5♥ 6♥ و9♣ 9♦ 9♠ (R3.4)، واحتفظ بورقة واحدة.
lesson__going_out__last-card__why__2 = ارمِ 7♥: إنها آخر ورقة معك، فتخلّص ورقك وتنتهي الجولة (R7.1, R7.2).
lesson__going_out__last-card__mistake__must_keep_discard = احتفظ بورقة واحدة: رمي آخر ورقة هو الذي يخلّص ورقك.
lesson__going_out__last-card__done = خلّصت ورقك: انتهت الجولة.
# minus-thirty: what going out scores
lesson__going_out__minus-thirty__title = ناقص ثلاثين
lesson__going_out__minus-thirty__intro = في كونكان النقاط شيء سيّئ: صاحب أقل مجموع يربح اللعبة. تخليص الورق يطرح 30 نقطة من مجموعك، وكل لاعب آخر يدفع ثمن الأوراق التي ما زالت في يده.
lesson__going_out__minus-thirty__prompt = تستطيع أن تخلّص ورقك في هذا الدور. كم نقطة تأخذ على ذلك؟
lesson__going_out__minus-thirty__hint = تخليص الورق يطرح نقاطًا من مجموعك. اكتب النتيجة مع إشارة الناقص.
lesson__going_out__minus-thirty__why__1 = كل الأوراق إلا واحدة تنزل في مجموعات، والأخيرة هي التي ترميها (R7.2).
lesson__going_out__minus-thirty__why__2 = اللاعب الذي يخلّص ورقه يأخذ ناقص 30 (R8.1).
lesson__going_out__minus-thirty__mistake__no_minus = تخليص الورق يطرح نقاطًا من مجموعك، لذلك نتيجتك فيها إشارة الناقص.
lesson__going_out__minus-thirty__mistake__hand = ناقص 60 هي لمن يخلّص ورقه دفعة واحدة من غير أن يكون قد نزل قبلها. وأنت نازل من قبل.
lesson__going_out__minus-thirty__mistake__zero = تخليص الورق يغيّر نتيجتك فعلًا: إنه يطرح نقاطًا من مجموعك.
# count-the-cards: what is left costs
lesson__going_out__count-the-cards__title = الباقي في يدك له ثمن
lesson__going_out__count-the-cards__intro = حين يخلّص أحد اللاعبين ورقه، يجمع كل لاعب آخر قيمة الأوراق التي ما زالت في يده. الجوكر بـ15، والآص بـ11. الشب والبنت والشيخ كل واحد بـ10، وكل ورقة غيرها برقمها.
lesson__going_out__count-the-cards__prompt = خلّصت ورقك. الشمال نازل، وبقيت معه هذه الأوراق. كم نقطة تكلّف الشمال؟
lesson__going_out__count-the-cards__hint = اجمعها واحدة واحدة: ابدأ بالجوكر، ثم الآص، ثم الشيخ.
lesson__going_out__count-the-cards__why__1 = الجوكر يكلّف 15، وA♠ تكلّف 11، وK♦ تكلّف 10، و7♣ تكلّف 7، و2♥ تكلّف 2 (R8.3).
lesson__going_out__count-the-cards__why__2 = معًا: 15 + 11 + 10 + 7 + 2 تساوي 45.
lesson__going_out__count-the-cards__mistake__ace = الآص الذي يبقى في يدك يكلّف 11، لا 1.
lesson__going_out__count-the-cards__mistake__joker = الجوكر الذي يبقى في يدك يكلّف 15.
lesson__going_out__count-the-cards__mistake__joker_and_ace = انظر مرة أخرى إلى الجوكر والآص: كل واحد منهما يكلّف أكثر من ذلك.
lesson__going_out__count-the-cards__mistake__king = الشيخ يكلّف 10، مثل الشب والبنت.
# never-down: a flat 100
lesson__going_out__never-down__title = لم ينزل أبدًا
lesson__going_out__never-down__intro = اللاعب الذي لم ينزل أبدًا في الجولة لا يحسب أوراقه: يدفع 100 مقطوعة، مهما كانت أوراقه صغيرة.
lesson__going_out__never-down__prompt = خلّصت ورقك. الشمال لم ينزل أبدًا في هذه الجولة، ومعه هذه الأوراق الأربع عشرة. كم يدفع الشمال؟
lesson__going_out__never-down__hint = هل نزّل الشمال أي مجموعة في هذه الجولة؟
lesson__going_out__never-down__why__1 = الشمال لم ينزل أبدًا، لذلك لا تُحسب أوراقه: يدفع الشمال 100 (R8.3).
lesson__going_out__never-down__mistake__counted = هذه الأوراق كانت ستُحسب فقط لو أن الشمال قد نزل.
# which-discard: which card to throw
lesson__going_out__which-discard__title = أي ورقة ترمي
lesson__going_out__which-discard__intro = كل دور ينتهي برمي ورقة. والورقة التي تبقى في يدك حين يخلّص أحد ورقه تكلّفك نقاطها. لذلك الورقة العالية خيار جيد للرمي. لكن انظر إلى كومة الرمي أيضًا: في الدور الماضي أخذ الشمال منها 3♥، وما زالت في يده. إذن الشمال يريد ورقة تمشي مع 3♥.
lesson__going_out__which-discard__goal = ارمِ ورقة تكلّفك كثيرًا ولا يستطيع الشمال أن يستفيد منها.
lesson__going_out__which-discard__hint = ورقتك 3♠ تكلّف 3 فقط. لكن الشمال أخذ للتوّ ورقة 3. ماذا سيفعل الشمال بورقتك؟
lesson__going_out__which-discard__why__1 = K♥ تكلّفك 10 إذا خلّص أحد ورقه وهي ما زالت معك (R8.3).
lesson__going_out__which-discard__why__2 = Q♥ تكلّف 10 أيضًا: رميها جيد بالقدر نفسه.
lesson__going_out__which-discard__why__3 = 3♠ تكلّف 3 فقط. لكن الشمال أخذ ورقة 3 عن الأرض في الدور الماضي.
lesson__going_out__which-discard__why__4 = يستطيع الشمال أن يأخذ 3♠ التي ترميها أيضًا، ليكوّن طقمًا من الثلاثات (R3.3, R4.2).
lesson__going_out__which-discard__done = تخلّصت من ورقة عالية، ولم يأخذ الشمال منك شيئًا.
lesson__going_out__which-discard__missed = K♥ تكلّف 10، وكذلك Q♥: لا توجد في يدك ورقة تكلّف أكثر منهما. ولا يستطيع الشمال أن يستفيد منهما (R8.3).
# last-chance: the stock runs out
lesson__going_out__last-chance__title = كومة السحب تفرغ
lesson__going_out__last-chance__intro = سحبتَ للتوّ آخر ورقة من كومة السحب. إذا انتهى دورك ولم يخلّص أحد ورقه، تُلغى الجولة: لا يأخذ أحد نقاطًا، ويُعاد توزيعها.
lesson__going_out__last-chance__goal = خلّص ورقك الآن، قبل أن ينتهي دورك وكومة السحب فارغة.
lesson__going_out__last-chance__hint = سلسلتك التي على الطاولة تقبل أوراقًا أكثر. كم ورقة من أوراقك تدخل فيها؟
lesson__going_out__last-chance__why__1 = ركّب 9♠ 10♠ على سلسلتك 6♠ 7♠ 8♠ (R6.1).
lesson__going_out__last-chance__why__2 = ثم ارمِ 4♦، آخر ورقة معك: فتخلّص ورقك (R7.1) قبل أن تُلغى الجولة لأن كومة السحب فرغت (R7.3).
lesson__going_out__last-chance__done = في آخر لحظة: خلّصت ورقك وكومة السحب فارغة.
# dealt-again: a void round
lesson__going_out__dealt-again__title = يُعاد التوزيع
lesson__going_out__dealt-again__intro = الجولة الملغاة لا يأخذ فيها أحد نقاطًا. يخلط الموزّع نفسه الورق ويوزّعها من جديد، ويبقى للتوزيع الجديد رقم الجولة نفسه.
lesson__going_out__dealt-again__prompt = انتهت الجولة 3 وكومة السحب فارغة ولم يخلّص أحد ورقه. ما رقم التوزيع التالي؟
lesson__going_out__dealt-again__hint = الجولة الملغاة لا تُحسب جولة ملعوبة.
lesson__going_out__dealt-again__why__1 = الجولة 3 أُلغيت، لذلك لا يأخذ فيها أحد نقاطًا (R7.3).
lesson__going_out__dealt-again__why__2 = الموزّع نفسه يوزّعها من جديد، وتبقى هي الجولة 3 (R2.3).
lesson__going_out__dealt-again__mistake__counted = الجولة الملغاة لا تُحسب من الجولات الملعوبة.
# score-the-round: a whole round's end
lesson__going_out__score-the-round__title = احسب نقاط جولة كاملة
lesson__going_out__score-the-round__intro = الآن احسب نقاط جولة كاملة. هذه المرة ثلاثة لاعبين: أنت والشرق والغرب.
lesson__going_out__score-the-round__prompt = ستخلّص ورقك الآن: تنزّل 5♣ 6♣ 7♣ وترمي K♠. الشرق نازل ومعه الأوراق الظاهرة؛ والغرب لم ينزل أبدًا. كم نقطة يدفع الشرق والغرب معًا؟
lesson__going_out__score-the-round__hint = احسب أوراق الشرق أولًا. ثم فكّر في الغرب، الذي لم ينزل أبدًا.
lesson__going_out__score-the-round__why__1 = أنت تخلّص ورقك: ناقص 30 لك (R8.1).
lesson__going_out__score-the-round__why__2 = مع الشرق جوكر (15) وآص (11) وورقتا 4 (8): المجموع 34 (R8.3).
lesson__going_out__score-the-round__why__3 = الغرب لم ينزل أبدًا: 100 (R8.3).
lesson__going_out__score-the-round__why__4 = معًا يدفع الشرق والغرب 34 + 100، أي 134.
lesson__going_out__score-the-round__mistake__west_forgotten = لا تنسَ الغرب، الذي لم ينزل أبدًا.
lesson__going_out__score-the-round__mistake__ace = الآص الذي يبقى في اليد يكلّف 11، لا 1.
lesson__going_out__score-the-round__mistake__joker = الجوكر الذي يبقى في اليد يكلّف 15.
lesson__going_out__score-the-round__mistake__own_score = السؤال فقط عمّا يدفعه الشرق والغرب، لا عن نتيجتك أنت.
lesson__going_out__score-the-round__mistake__west_counted = الغرب لم ينزل أبدًا، لذلك لا تُحسب أوراقه واحدة واحدة.

## lessons/melds: Lesson 2's words: melds (R4), runs, sets and the joker.

lesson__melds__title = المجموعات: السلاسل والأطقم
lesson__melds__summary = الشكلان اللذان تُبنى منهما كل يد في كونكان، وأين يدخل الجوكر.
# step first-run
lesson__melds__first_run__title = السلسلة
lesson__melds__first_run__intro = السلسلة ثلاث أوراق أو أكثر من نوع واحد، متتالية واحدة بعد الأخرى، مثل 4♥ 5♥ 6♥. أول مجموعاتك في الجولة لها قواعد خاصة بها: يشرحها الدرس 4. هنا مجموعتك 2♦ 3♦ 4♦ موجودة على الطاولة من دور سابق، لذلك يمكنك أن تنزّل أي مجموعة جديدة وحدها.
lesson__melds__first_run__goal = نزّل سلسلة من ثلاث أوراق بستوني.
lesson__melds__first_run__hint = انظر إلى أوراقك البستوني: أي ثلاث منها تأتي وراء بعضها؟
lesson__melds__first_run__why__1 = 8♠ 9♠ 10♠ ثلاث أوراق بستوني متتالية، فهي سلسلة (R4.1).
lesson__melds__first_run__why__2 = اختر الأوراق الثلاث، ثم اضغط «نزّل».
lesson__melds__first_run__mistake__run_mixed_suits = السلسلة تبقى من نوع واحد من أولها إلى آخرها.
lesson__melds__first_run__done = صار عندك الآن سلسلة خاصة بك على الطاولة.
# step first-set
lesson__melds__first_set__title = الطقم
lesson__melds__first_set__intro = الطقم ثلاث أوراق أو أربع من الرقم نفسه، كل واحدة من نوع مختلف، مثل 7♠ 7♥ 7♦. ومرة أخرى مجموعتك 2♦ 3♦ 4♦ موجودة على الطاولة، لذلك يمكنك أن تنزّل أي مجموعة جديدة وحدها.
lesson__melds__first_set__goal = نزّل طقمًا من ثلاث بنات.
lesson__melds__first_set__hint = ثلاث من أوراقك لها الرقم نفسه.
lesson__melds__first_set__why__1 = Q♠ Q♥ Q♦ ثلاث بنات من ثلاثة أنواع، فهي طقم (R4.2).
lesson__melds__first_set__done = السلاسل والأطقم هما النوعان الوحيدان من المجموعات.
# step which-are-melds
lesson__melds__which_are_melds__title = أيّها مجموعات؟
lesson__melds__which_are_melds__intro = الآص يمكن أن يأتي تحت الاثنين (A 2 3) أو فوق الشيخ (Q K A). لكن السلسلة لا تلفّ أبدًا من الأعلى إلى الأسفل: K A 2 ليست سلسلة. والطقم لا يكون فيه أبدًا ورقتان من نوع واحد.
lesson__melds__which_are_melds__prompt = اختر كل خيار يشكّل مجموعة.
lesson__melds__which_are_melds__hint = افحص كل خيار: نوع واحد وأرقام متتالية، أم رقم واحد وأنواع مختلفة؟
lesson__melds__which_are_melds__why__1 = A♥ 2♥ 3♥ سلسلة: الآص تحت الاثنين (R4.1).
lesson__melds__which_are_melds__why__2 = Q♦ K♦ A♦ سلسلة: الآص فوق الشيخ (R4.1).
lesson__melds__which_are_melds__why__3 = K♣ A♣ 2♣ تلفّ من الشيخ إلى الاثنين، والسلسلة لا تفعل هذا أبدًا (R4.1).
lesson__melds__which_are_melds__why__4 = 7♠ 7♠ 7♥ فيها ورقتان بستوني، والطقم يجب أن تكون كل أوراقه من أنواع مختلفة (R4.2).
lesson__melds__which_are_melds__why__5 = 5♣ 6♣ 8♣ فيها فراغ مكان الورقة 7♣ (R4.1).
# step joker-in-a-run
lesson__melds__joker_in_a_run__title = الجوكر
lesson__melds__joker_in_a_run__intro = الجوكر يمكن أن يأخذ مكان أي ورقة واحدة تنقص المجموعة. ولا يكون في المجموعة إلا جوكر واحد. مجموعتك 2♦ 3♦ 4♦ موجودة على الطاولة، لذلك يمكنك أن تنزّل أي مجموعة جديدة وحدها.
lesson__melds__joker_in_a_run__goal = نزّل سلسلة كبّة والجوكر في الفراغ.
lesson__melds__joker_in_a_run__hint = أي ورقة كبّة تنقص بين ورقتيك الكبّة؟ جوكر واحد يملأ مكانها.
lesson__melds__joker_in_a_run__why__1 = 5♥ 🃏 7♥ سلسلة: الجوكر يأخذ مكان الورقة الناقصة 6♥ (R4.1, R4.4).
lesson__melds__joker_in_a_run__why__2 = في المجموعة جوكر واحد فقط، لذلك فيها دائمًا ورقتان حقيقيتان على الأقل (R4.3).
# step joker-at-an-end
lesson__melds__joker_at_an_end__title = جوكر في الطرف
lesson__melds__joker_at_an_end__intro = الجوكر في طرف السلسلة يمكن أن يكون الورقة التي تحتها أو الورقة التي فوقها. فالأوراق 5♣ 6♣ مع جوكر هي 4♣ 5♣ 6♣ أو 5♣ 6♣ 7♣. أنت تختار: اختر الأوراق، فتظهر تحت الطاولة أزرار «الجوكر بدل»، زر لكل ورقة يمكن أن يكونها الجوكر. وإن لم تختر، يأخذ الجوكر الورقة التي قيمتها أكبر.
lesson__melds__joker_at_an_end__goal = نزّل 5♣ 6♣ والجوكر، على أن يكون الجوكر بدل 4♣.
lesson__melds__joker_at_an_end__hint = اختر الأوراق الثلاث. ثم حدّد ما هو الجوكر بزرّ «الجوكر بدل» تحت الطاولة، واضغط «نزّل».
lesson__melds__joker_at_an_end__why__1 = 5♣ 6♣ 🃏 سلسلة، والجوكر فيها يمكن أن يكون 4♣ أو 7♣ (R4.4).
lesson__melds__joker_at_an_end__why__2 = اختر 5♣ 6♣ والجوكر. تحت الطاولة يعرض زر «الجوكر بدل» الورقتين 4♣ و7♣: اضغط 4♣.
lesson__melds__joker_at_an_end__why__3 = ثم اضغط «نزّل». يذهب الجوكر تحت 5♣: 🃏 5♣ 6♣.
lesson__melds__joker_at_an_end__done = الجوكر الآن بدل 4♣، ما دام موجودًا هناك.

## lessons/once_down: Lesson 5's words: once down (R6), laying off and freeing jokers.

lesson__once_down__title = بعد النزول: التركيب وتحرير الجوكر
lesson__once_down__summary = بعد أن تنزل، يمكنك أن تضيف أوراقًا إلى أي مجموعة على الطاولة، وأن تسترجع منها الجوكر.
# step lay-off-yours
lesson__once_down__lay_off_yours__title = ركّب
lesson__once_down__lay_off_yours__intro = بعد أن تنزل، يمكنك أن تضيف أوراقًا من يدك إلى مجموعة على الطاولة، بشرط أن تبقى مجموعة صحيحة. هذا اسمه التركيب، وبه تنقص أوراق يدك ورقة. اختر ورقتك، وانقر على المجموعة التي على الطاولة، ثم اضغط «ركّب».
lesson__once_down__lay_off_yours__goal = ركّب ورقة من أوراقك على سلسلتك البستوني.
lesson__once_down__lay_off_yours__hint = أي ورقة من أوراقك تأتي بعد أعلى ورقة في سلسلتك؟
lesson__once_down__lay_off_yours__why__1 = سلسلتك هي 6♠ 7♠ 8♠، و9♠ تأتي بعدها مباشرة، فيمكن أن تدخل فيها (R6.1).
lesson__once_down__lay_off_yours__why__2 = اختر 9♠، وانقر على سلسلتك التي على الطاولة، ثم اضغط «ركّب».
lesson__once_down__lay_off_yours__mistake__layoff_wrong_suit = الورقة يجب أن تُبقي السلسلة من نوع واحد، وبالترتيب.
lesson__once_down__lay_off_yours__done = صارت سلسلتك من أربع أوراق.
# step lay-off-theirs
lesson__once_down__lay_off_theirs__title = على مجموعة أي لاعب
lesson__once_down__lay_off_theirs__intro = يمكنك أن تركّب على مجموعة أي لاعب، لا على مجموعاتك فقط. المجموعة التي على الطاولة تقبل ورقة من أي لاعب يستطيع أن يضيف إليها.
lesson__once_down__lay_off_theirs__goal = ركّب ورقة على طقم البنات الذي للشمال.
lesson__once_down__lay_off_theirs__hint = في طقم الشمال ثلاث بنات. أي نوع ينقصه؟
lesson__once_down__lay_off_theirs__why__1 = طقم الشمال هو Q♥ Q♦ Q♣، والنوع الوحيد الذي ينقصه هو البستوني.
lesson__once_down__lay_off_theirs__why__2 = Q♠ تجعله طقمًا من أربع أوراق، فيمكنك أن تركّبها عليه، مع أن الطقم للشمال (R6.1).
lesson__once_down__lay_off_theirs__mistake__layoff_wrong_rank = الطقم لا يقبل إلا أوراقًا من رقمه.
lesson__once_down__lay_off_theirs__done = طقم كامل من أربع بنات: لم يبقَ نوع يمكن أن يقبله.
# step lay-off-joker
lesson__once_down__lay_off_joker__title = تركيب الجوكر
lesson__once_down__lay_off_joker__intro = يمكنك أن تركّب الجوكر أيضًا، على مجموعة ليس فيها جوكر بعد. ويأخذ الجوكر مكان ورقة: ورقة في أحد طرفي السلسلة، أو النوع الناقص في الطقم.
lesson__once_down__lay_off_joker__goal = ركّب الجوكر الذي معك على مجموعة.
lesson__once_down__lay_off_joker__hint = على الطاولة مجموعة فيها جوكر من قبل. جرّب الأخرى.
lesson__once_down__lay_off_joker__why__1 = سلسلتك 5♥ 🃏 7♥ فيها جوكر من قبل، والمجموعة لا يكون فيها إلا جوكر واحد (R4.3).
lesson__once_down__lay_off_joker__why__2 = سلسلة الشمال 4♦ 5♦ 6♦ ليس فيها جوكر، فيمكن أن يذهب جوكرك إلى أحد طرفيها (R6.1).
lesson__once_down__lay_off_joker__why__3 = الجوكر الذي تركّبه ورقة أقل في يدك.
lesson__once_down__lay_off_joker__mistake__layoff_second_joker = ابحث عن مجموعة ليس فيها جوكر.
lesson__once_down__lay_off_joker__done = الجوكر الآن يأخذ مكان ورقة ديناري في طرف سلسلة الشمال.
# step free-joker
lesson__once_down__free_joker__title = حرّر الجوكر
lesson__once_down__free_joker__intro = الجوكر الذي على الطاولة يأخذ مكان ورقة واحدة. إذا كانت هذه الورقة معك، يمكنك أن تضعها مكان الجوكر وتأخذ الجوكر إلى يدك. هذا اسمه تبديل الجوكر.
lesson__once_down__free_joker__goal = حرّر الجوكر من سلسلة الشمال.
lesson__once_down__free_joker__hint = الجوكر بين ورقتين كبّة. مكان أي ورقة كبّة يأخذ؟
lesson__once_down__free_joker__why__1 = في سلسلة الشمال 7♥ 🃏 9♥ يأخذ الجوكر مكان 8♥ (R4.4).
lesson__once_down__free_joker__why__2 = الورقة 8♥ معك، فتضعها مكانه وتأخذ الجوكر إلى يدك (R6.2).
lesson__once_down__free_joker__mistake__swap_wrong_card = لا يحرّر الجوكر إلا الورقة نفسها التي يأخذ مكانها.
lesson__once_down__free_joker__done = الجوكر صار لك، جاهزًا لمجموعة من مجموعاتك.
# step either-suit
lesson__once_down__either_suit__title = جوكر في طقم من ثلاث أوراق
lesson__once_down__either_suit__intro = في طقم من ثلاث أوراق فيه جوكر، يأخذ الجوكر مكان أحد النوعين الناقصين، ولا يُحدَّد أيّهما. لذلك أي ورقة من الورقتين الناقصتين تحرّره.
lesson__once_down__either_suit__prompt = طقم الشمال هو K♥ K♣ 🃏. اختر كل شيخ من شيوخك يستطيع أن يحرّر الجوكر منه.
lesson__once_down__either_suit__hint = ما النوعان اللذان ليسا في طقم الشمال بعد؟
# said after the engine's word on the kings: what the learner may do with the freed joker (as hint.swap.*)
lesson__once_down__either_suit__freed__keep = بعد أن يتحرّر الجوكر، يمكنك أن تحتفظ به لمجموعة من مجموعاتك (R6.3).
lesson__once_down__either_suit__freed__must_use = على هذه الطاولة، بعد أن يتحرّر الجوكر، يجب أن تنزّله في مجموعة أو تركّبه قبل أن ترمي (R9).
lesson__once_down__either_suit__why__1 = في طقم الشمال كبّة وسباتي، فجوكره هو K♠ أو K♦، حسب الورقة التي تضعها (R4.4).
lesson__once_down__either_suit__why__2 = أي واحدة منهما تحرّر الجوكر (R6.2). أما K♣ التي معك فلا تستطيع: في الطقم سباتي من قبل.
lesson__once_down__either_suit__why__3 = الجوكر الذي تحرّره يمكن أن يبقى في يدك لمجموعة من مجموعاتك (R6.3).
# step keep-joker
lesson__once_down__keep_joker__title = احتفظ بالجوكر
lesson__once_down__keep_joker__intro = الجوكر الذي تحرّره صار لك: لست مضطرًا إلى أن تستعمله في هذا الدور. احتفظ به، ويمكن أن يملأ فراغًا في مجموعة لاحقًا.
lesson__once_down__keep_joker__goal = حرّر جوكر الشمال، ثم أنهِ دورك والجوكر ما زال في يدك.
lesson__once_down__keep_joker__goal__swap = حرّر جوكر الشمال.
lesson__once_down__keep_joker__goal__turn_over = أنهِ دورك.
lesson__once_down__keep_joker__goal__keep = احتفظ بالجوكر.
lesson__once_down__keep_joker__hint = حرّر الجوكر بشيخ يقبله الطقم، ثم ارمِ ورقة لا تحتاجها.
lesson__once_down__keep_joker__why__1 = طقم الشمال K♥ K♣ 🃏 يقبل K♠ أو K♦ مكان الجوكر (R6.2).
lesson__once_down__keep_joker__why__2 = ضع K♦ مكانه، فيأتي الجوكر إلى يدك.
lesson__once_down__keep_joker__why__3 = يمكنك أن تحتفظ بالجوكر (R6.3): ارمِ 8♠، فهي لا تمشي مع شيء، لتنهي دورك (R3.5).
lesson__once_down__keep_joker__mistake__swap_wrong_card = في الطقم سباتي من قبل، لذلك لا يمكن لورقة سباتي أن تأخذ مكان الجوكر.
lesson__once_down__keep_joker__done = أنهيت دورك والجوكر في يدك: ورقة قوية لمجموعتك القادمة.

## lessons/partners: Lesson 9's words (konkan/teaching/lessons/partners.py): partners and house rules. Keys are ``lesson.partners.<step id>.<part>``: a step's title, intro, goal or prompt, hint, the lines of its worked solution (``why.1``, ``why.2``, ...), the lesson's word on a likely slip (``mistake.<slip>``), and what it says when the step is done.

lesson__partners__title = الشراكة وقواعد الطاولة
lesson__partners__summary = اللعب بأربعة في فريقين، والقواعد التي يختارها اللاعبون الحقيقيون لطاولتهم.
# partners-opposite: two teams
lesson__partners__partners-opposite__title = فريقان
lesson__partners__partners-opposite__intro = يمكن لأربعة لاعبين أن يلعبوا في فريقين، كل فريق من اثنين. شريكك هو اللاعب الذي يجلس مقابلك على الطاولة. لذلك تمشي الأدوار هكذا: أنت، ثم خصم، ثم شريكك، ثم الخصم الآخر.
lesson__partners__partners-opposite__prompt = أنت الجنوب. مَن شريكك؟
lesson__partners__partners-opposite__hint = انظر إلى الطاولة: مَن يجلس مقابلك؟
lesson__partners__partners-opposite__why__1 = الشريكان يجلسان متقابلين: الجنوب مع الشمال، والشرق مع الغرب (R1.1).
lesson__partners__partners-opposite__mistake__east = الشرق يجلس على يمينك ويلعب بعدك مباشرة: إنه خصم.
lesson__partners__partners-opposite__mistake__west = الغرب يلعب قبلك مباشرة: إنه خصم.
# help-your-partner: help from your partner
lesson__partners__help-your-partner__title = مساعدة من شريكك
lesson__partners__help-your-partner__intro = الشريكان يساعد أحدهما الآخر: يمكنك أن تركّب على مجموعات شريكك كما تركّب على مجموعات أي لاعب. وحين يخلّص أحدكما ورقه، يستفيد فريقكما كله.
lesson__partners__help-your-partner__goal = خلّص ورقك.
lesson__partners__help-your-partner__hint = واحدة من ورقتيك تدخل في مجموعة من مجموعات شريكك. والأخرى يمكن أن تكون الورقة التي ترميها.
lesson__partners__help-your-partner__why__1 = 9♥ تدخل في طرف سلسلة الشمال 6♥ 7♥ 8♥ (R6.1).
lesson__partners__help-your-partner__why__2 = بعدها تكون K♣ آخر ورقة معك: ارمِها فتخلّص ورقك (R7.1).
lesson__partners__help-your-partner__done = خلّصت ورقك، بمساعدة صغيرة من الشمال.
# partner-pays-nothing: your partner pays nothing
lesson__partners__partner-pays-nothing__title = شريكك لا يدفع شيئًا
lesson__partners__partner-pays-nothing__intro = خلّصت ورقك. والشمال، شريكك، ما زالت معه Q♠ Q♦ 5♣ 3♥. في الشراكة، شريك اللاعب الذي يخلّص ورقه لا يحسب أوراقه.
lesson__partners__partner-pays-nothing__prompt = كم نقطة يأخذ الشمال في هذه الجولة؟
lesson__partners__partner-pays-nothing__hint = الشمال في فريقك، وأنت خلّصت ورقك.
lesson__partners__partner-pays-nothing__why__1 = أنت خلّصت ورقك، لذلك يأخذ شريكك الشمال 0، مهما كان معه (R8.4).
lesson__partners__partner-pays-nothing__mistake__counted = هذه قيمة أوراق الشمال. فكّر: مَن خلّص ورقه، ومَن هو شريك الشمال؟
lesson__partners__partner-pays-nothing__mistake__went_out = الشمال لم يخلّص ورقه: أنت الذي خلّصت.
# team-score: the team's score
lesson__partners__team-score__title = نتيجة الفريق
lesson__partners__team-score__intro = نتيجة الفريق في الجولة هي مجموع نتيجتي لاعبيه. أنت أخذت -30 لأنك خلّصت ورقك.
lesson__partners__team-score__prompt = كم تكون نتيجة فريقك، الجنوب والشمال، في هذه الجولة؟
lesson__partners__team-score__hint = احسب أولًا نتيجة شريكك الشمال، ثم اجمع نتيجتك ونتيجته.
lesson__partners__team-score__why__1 = أنت خلّصت ورقك: -30 (R8.1). وشريكك الشمال يأخذ 0 (R8.4).
lesson__partners__team-score__why__2 = نتيجة فريقك هي مجموع النتيجتين: -30 (R8.4).
lesson__partners__team-score__mistake__no_minus = تخليص الورق يطرح نقاطًا من نتيجتك، لذلك نتيجتك فيها إشارة الناقص.
lesson__partners__team-score__mistake__partner_counted = أوراق شريكك لا تُحسب في هذه الجولة: أنت خلّصت ورقك.
# opening-71: a house rule, opening 71
lesson__partners__opening-71__title = قاعدة طاولة: النزول بـ71
lesson__partners__opening-71__intro = طاولات كثيرة تغيّر قاعدة أو اثنتين؛ ويتفق الجميع على قواعد الطاولة هذه قبل أن يبدأ اللعب. على هذه الطاولة يحتاج النزول أول مرة إلى 71 نقطة، لا 51. اختر أوراق كل مجموعة واضغط «ضع جانبًا»، ثم اختر أوراق آخر مجموعة واضغط «نزّل».
lesson__partners__opening-71__goal = انزل بـ71 نقطة على الأقل.
lesson__partners__opening-71__hint = سلسلتك وطقم واحد لا يكفيان تمامًا هنا. ماذا يمكن أن ينزل معهما أيضًا؟
lesson__partners__opening-71__why__1 = السلسلة من 9♠ إلى Q♠ تساوي 39، والثمانيات 24: المجموع 63، وهذا قليل على هذه الطاولة (R5.1).
lesson__partners__opening-71__why__2 = أضف الشيوخ الثلاثة، 30 أخرى: 93 نقطة، وبينها سلسلة، فتنزل (R5.1, R5.2).
lesson__partners__opening-71__why__3 = ضع السلسلة جانبًا، ثم الثمانيات، ثم اختر الشيوخ واضغط «نزّل».
lesson__partners__opening-71__mistake__opening_too_low = على طاولة عادية كان هذا سيكفي، لكن هذه الطاولة تطلب 71.
lesson__partners__opening-71__done = على طاولة الـ71 يتأخر النزول، لذلك يبقى ورق أكثر في أيدي اللاعبين.
# taken-card-used: a house rule, use the card you take
lesson__partners__taken-card-used__title = قاعدة طاولة: استعمل الورقة التي تأخذها
lesson__partners__taken-card-used__intro = على بعض الطاولات، الورقة التي تأخذها عن الأرض يجب أن تدخل في مجموعة جديدة في الدور نفسه. هنا أخذت 7♥ ونزّلت ثلاث بنات، لكن 7♥ ما زالت في يدك.
lesson__partners__taken-card-used__goal = ضع 7♥ التي أخذتها في مجموعة جديدة.
lesson__partners__taken-card-used__hint = أي أوراق من أوراقك تمشي مع الورقة التي أخذتها؟
lesson__partners__taken-card-used__why__1 = على هذه الطاولة، يجب أن تدخل 7♥ التي أخذتها في مجموعة جديدة في هذا الدور، لذلك لا تكفي البنات وحدها (R9).
lesson__partners__taken-card-used__why__2 = 5♥ 6♥ 7♥ سلسلة (R4.1): نزّلها، وبعدها يمكنك أن ترمي.
lesson__partners__taken-card-used__mistake__taken_card_unused = البنات كنّ مجموعة جديدة، لكن 7♥ لم تكن فيها.
lesson__partners__taken-card-used__done = الآن صارت الورقة التي أخذتها في مجموعة جديدة، كما تطلب هذه الطاولة.
# two-jokers: a house rule, two jokers
lesson__partners__two-jokers__title = قاعدة طاولة: جوكران
lesson__partners__two-jokers__intro = طاولات بيوت كثيرة تسمح بأن يكون في المجموعة الواحدة جوكران، بشرط أن تكون فيها أوراق حقيقية أكثر من الجوكرات، أو بعددها.
lesson__partners__two-jokers__goal = نزّل مجموعة فيها الجوكران اللذان معك.
lesson__partners__two-jokers__hint = الجوكران يحتاجان إلى ورقتين حقيقيتين على الأقل معهما.
lesson__partners__two-jokers__why__1 = 5♥ 6♥ مع جوكرين سلسلة: الجوكران يأخذان مكان 7♥ و8♥ (R4.1, R9).
lesson__partners__two-jokers__why__2 = جوكران مع ورقة حقيقية واحدة فقط ليسا مجموعة، حتى على هذه الطاولة (R9).
lesson__partners__two-jokers__mistake__jokers_outnumber = الجوكران يحتاجان إلى ورقتين حقيقيتين على الأقل معهما.
lesson__partners__two-jokers__done = على طاولة بالقواعد العادية، لا يمكن أن يكون في هذه المجموعة إلا جوكر واحد.

## lessons/the_hand: Lesson 7's words (konkan/teaching/lessons/the_hand.py): the Hand, going out all at once. Keys are ``lesson.the_hand.<step id>.<part>``: a step's title, intro, goal or prompt, hint, the lines of its worked solution (``why.1``, ``why.2``, ...), its choices (``choice.1``, ...), the lesson's word on a likely slip (``mistake.<slip>``), and what it says when the step is done.

lesson__the_hand__title = الهاند: تخليص الورق دفعة واحدة
lesson__the_hand__summary = خلّص ورقك في دور واحد من غير أن تكون قد نزلت قبله: ناقص 60 لك، وكل لاعب آخر يدفع الضعف.
# all-at-once: a Hand from a full hand
lesson__the_hand__all-at-once__title = الهاند
lesson__the_hand__all-at-once__intro = الهاند طريقة خاصة لتخليص الورق، وهي غير «اليد» التي تعني فقط الورق الذي معك. لنفرض أنك لم تكن نازلًا حين بدأ دورك. تنزّل كل أوراقك إلا واحدة في مجموعات لك أنت، ثم ترمي الورقة الأخيرة: هكذا تخلّص ورقك هاند. اختر أوراق كل مجموعة واضغط «ضع جانبًا». ثم اختر أوراق آخر مجموعة واضغط «نزّل»: فتنزل كلها معًا.
lesson__the_hand__all-at-once__goal = خلّص ورقك هاند: نزّل كل أوراقك في هذا الدور، في مجموعات لك أنت.
lesson__the_hand__all-at-once__hint = رتّب أوراقك في سلاسل وأطقم: ستبقى ورقة واحدة بالضبط.
lesson__the_hand__all-at-once__why__1 = أوراقك تصنع السلسلة 3♠ 4♠ 5♠ 6♠ 7♠، والتسعات 9♥ 9♦ 9♣، والشيوخ K♥ K♦ K♣، والسلسلة 5♦ 6♦ 7♦ (R4.1, R4.2).
lesson__the_hand__all-at-once__why__2 = اختر أوراق كل مجموعة واضغط «ضع جانبًا»، ثم اختر آخر مجموعة واضغط «نزّل»: فتنزل المجموعات الأربع معًا. ثم ارمِ Q♣، آخر ورقة معك (R7.2).
lesson__the_hand__all-at-once__why__3 = لم تكن نازلًا قبل هذا الدور، ولم تستعمل إلا مجموعاتك الجديدة: هذا هاند (R8.2).
lesson__the_hand__all-at-once__mistake__opening_too_low = ضع كل مجموعة جانبًا، ثم اضغط «نزّل» لتنزّلها كلها معًا: تخليص الورق دفعة واحدة لا يحتاج إلى حدّ النزول.
lesson__the_hand__all-at-once__done = هاند! انظر إلى النتائج: نتيجتك ناقص 60.
# doubled: everyone pays double
lesson__the_hand__doubled__title = الكل يدفع الضعف
lesson__the_hand__doubled__intro = الهاند يعطيك ناقص 60، أي ضعف ناقص 30 المعتادة. وكل لاعب آخر يحسب ما عليه أن يدفعه كالعادة، ثم يتضاعف.
lesson__the_hand__doubled__prompt = خلّصت ورقك هاند. الشرق نازل، وبقيت معه هذه الأوراق. كم يدفع الشرق؟
lesson__the_hand__doubled__hint = احسب أوراق الشرق كما في أي جولة، ثم ضاعف المجموع.
lesson__the_hand__doubled__why__1 = أوراق الشرق تساوي 15 + 8 + 2 + 4 + 10، أي 39 كلها (R8.3).
lesson__the_hand__doubled__why__2 = الهاند الذي نزلت به يضاعفها: يدفع الشرق 78 (R8.2). أما الغرب، الذي لم ينزل أبدًا، فيدفع 100 مضاعفة: 200.
lesson__the_hand__doubled__mistake__not_doubled = هذه قيمة الأوراق فقط؛ والهاند يضاعفها.
lesson__the_hand__doubled__mistake__joker = الجوكر الذي يبقى في اليد يكلّف 15.
lesson__the_hand__doubled__mistake__own_score = ناقص 60 هي نتيجتك أنت على الهاند. والسؤال عمّا يدفعه الشرق.
# whose-meld: whose meld?
lesson__the_hand__whose-meld__title = مجموعة مَن؟
lesson__the_hand__whose-meld__intro = كل مجموعة على الطاولة تخصّ اللاعب الذي نزّلها. والهاند لا يلمس إلا مجموعاتك الجديدة أنت. إذا ركّبت ورقة واحدة على مجموعة لاعب آخر، يصير تخليصك للورق تخليصًا عاديًا.
lesson__the_hand__whose-meld__prompt = لم تنزل بعد، وتستطيع أن تخلّص ورقك في هذا الدور بطريقتين. أي طريقة منهما هاند؟
lesson__the_hand__whose-meld__hint = لمن سلسلة الكبّة التي على الطاولة؟
lesson__the_hand__whose-meld__choice__1 = ضع التسعات الأربع في طقم لك أنت، مع سلسلتك البستوني وشيوخك، ثم ارمِ Q♣.
lesson__the_hand__whose-meld__choice__2 = ضع ثلاث تسعات في طقم، مع سلسلتك البستوني وشيوخك. ثم ركّب 9♥ على سلسلة الشمال، وارمِ Q♣.
# the answer's explanation: each way by its name, then what the engine says of it
lesson__the_hand__whose-meld__way__1 = الطريقة الأولى
lesson__the_hand__whose-meld__way__2 = الطريقة الثانية
lesson__the_hand__whose-meld__way_ends = { $way }: { $said }
lesson__the_hand__whose-meld__rule_book = يقول كتاب القواعد: { $rule }
lesson__the_hand__whose-meld__why__1 = السلسلة 10♥ J♥ Q♥ للشمال: الشمال هو الذي نزّلها (R4.5).
lesson__the_hand__whose-meld__why__2 = تركيب 9♥ عليها يلمس مجموعة الشمال، لذلك هذه الطريقة ليست هاند: ناقص 30 (R8.1).
lesson__the_hand__whose-meld__why__3 = التسعات الأربع في طقم لك أنت تُبقي كل شيء في مجموعاتك الجديدة: هاند، ناقص 60 (R8.2).
lesson__the_hand__whose-meld__mistake__second_way = الطريقة الثانية تركّب ورقة على مجموعة ليست لك.
# keep-it-yours: play it
lesson__the_hand__keep-it-yours__title = خلّيها لك
lesson__the_hand__keep-it-yours__intro = الآن العبها. سلسلة الشمال تقبل ورقة من أوراقك، لكن هذا سيُضيّع عليك الهاند. ضع كل مجموعاتك جانبًا إلا الأخيرة، ثم اختر الأخيرة واضغط «نزّل».
lesson__the_hand__keep-it-yours__goal = خلّص ورقك هاند، من غير أن تلمس أي مجموعة إلا مجموعاتك.
lesson__the_hand__keep-it-yours__hint = كل ورقة تنزّلها يجب أن تدخل في مجموعة لك أنت، تنزّلها في هذا الدور.
lesson__the_hand__keep-it-yours__why__1 = نزّل من 2♠ إلى 8♠، والتسعات الأربع، والشيوخ الثلاثة، وكلها لك أنت (R4.5).
lesson__the_hand__keep-it-yours__why__2 = ضع اثنتين منها جانبًا، ثم اختر الثالثة واضغط «نزّل».
lesson__the_hand__keep-it-yours__why__3 = ارمِ Q♣: فتخلّص ورقك هاند (R8.2).
lesson__the_hand__keep-it-yours__mistake__not_down = وحتى بعد أن تنزل، فإن تركيب ورقة على سلسلة الشمال يُضيّع عليك الهاند.
lesson__the_hand__keep-it-yours__done = هاند: ناقص 60 لك، وأوراق الشمال تُحسب مضاعفة.
# down-before: no Hand once down
lesson__the_hand__down-before__title = نازل من قبل
lesson__the_hand__down-before__intro = الهاند يحتاج إلى أن تنزل كل أوراقك في دور واحد. فإذا كنت قد نزلت في دور سابق، يكون تخليص ورقك تخليصًا عاديًا، ولا يهمّ كم ورقة تنزّل في النهاية.
lesson__the_hand__down-before__prompt = نزلتَ في دور سابق. والآن تنزّل كل أوراقك إلا K♣ وترميها. كم تكون نتيجتك؟
lesson__the_hand__down-before__hint = هل كنت نازلًا قبل أن يبدأ هذا الدور؟
lesson__the_hand__down-before__why__1 = كنت نازلًا قبل هذا الدور، لذلك هذا ليس هاند (R8.2).
lesson__the_hand__down-before__why__2 = نتيجتك ناقص 30 لأنك خلّصت ورقك، كالعادة (R8.1).
lesson__the_hand__down-before__mistake__hand = الهاند يحتاج إلى ألّا تكون نازلًا حين يبدأ الدور.
lesson__the_hand__down-before__mistake__no_minus = تخليص الورق يطرح نقاطًا من مجموعك، لذلك نتيجتك فيها إشارة الناقص.

## lessons/the_konkan: Lesson 8's words (konkan/teaching/lessons/the_konkan.py): the Konkan. Keys are ``lesson.the_konkan.<step id>.<part>``: a step's title, intro, goal or prompt, hint, the lines of its worked solution (``why.1``, ``why.2``, ...), its choices (``choice.1``, ...), the lesson's word on a likely slip (``mistake.<slip>``), and what it says when the step is done.

lesson__the_konkan__title = الكونكان
lesson__the_konkan__summary = الحركة التي أخذت اللعبة اسمها منها: أربع عشرة ورقة في سلسلة واحدة وطقم واحد، تنزل كلها دفعة واحدة.
# two-shapes: the two shapes
lesson__the_konkan__two-shapes__title = الشكلان
lesson__the_konkan__two-shapes__intro = الكونكان أربع عشرة ورقة في مجموعتين بالضبط: إما سلسلة من عشر أوراق وطقم من أربع، وإما سلسلة من إحدى عشرة ورقة وطقم من ثلاث. ولا شيء غير ذلك يُحسب كونكان.
lesson__the_konkan__two-shapes__prompt = اختر كل خيار من أربع عشرة ورقة يكون كونكان.
lesson__the_konkan__two-shapes__hint = في كل خيار، ابحث عن السلسلة وعُدّ أوراقها. هل هي عشر أوراق مع طقم من أربع، أم إحدى عشرة ورقة مع طقم من ثلاث؟
lesson__the_konkan__two-shapes__why__1 = عشر أوراق كبّة متتالية وأربعة شيوخ: سلسلة من عشر وطقم من أربع، إذن هذا كونكان (R8.5).
lesson__the_konkan__two-shapes__why__2 = إحدى عشرة ورقة بستوني متتالية، من 4♠ صعودًا إلى الآص، وثلاث سبعات: سلسلة من إحدى عشرة وطقم من ثلاث، وهذا كونكان أيضًا (R8.5).
lesson__the_konkan__two-shapes__why__3 = تسع أوراق كبّة وأربعة شيوخ لا تصنع إلا ثلاث عشرة ورقة في مجموعات، و5♣ لا تدخل في أيّ منهما.
lesson__the_konkan__two-shapes__why__4 = سلسلتان من سبع أوراق تصنعان أربع عشرة ورقة، لكن الكونكان يحتاج إلى سلسلة واحدة وطقم واحد.
# konkan-at-once: put it down at once
lesson__the_konkan__konkan-at-once__title = نزّله دفعة واحدة
lesson__the_konkan__konkan-at-once__intro = الكونكان ينزل كله في دور واحد، ويُنزّله لاعب لم ينزل بعد. تنزل المجموعتان معًا، ثم تُرمى الورقة الأخيرة، فتنتهي الجولة كما في الهاند. لتنزّل مجموعتين معًا، ضع الأولى جانبًا بزر «ضع جانبًا»، ثم اختر الثانية واضغط «نزّل».
lesson__the_konkan__konkan-at-once__goal = خلّص ورقك بكونكان.
lesson__the_konkan__konkan-at-once__hint = اختر السلسلة كلها واضغط «ضع جانبًا»، ثم اختر الطقم كله واضغط «نزّل»، حتى تنزل المجموعتان معًا. عندها لا تبقى معك إلا ورقة واحدة.
lesson__the_konkan__konkan-at-once__why__1 = من 2♥ إلى J♥ سلسلة من عشر أوراق، والشيوخ الأربعة طقم من أربع: معًا يصنعان كونكان (R8.5).
lesson__the_konkan__konkan-at-once__why__2 = اختر السلسلة واضغط «ضع جانبًا»، ثم اختر الشيوخ واضغط «نزّل»: فتنزل المجموعتان دفعة واحدة. ثم ارمِ 5♣، آخر ورقة معك، لتخلّص ورقك (R7.1).
lesson__the_konkan__konkan-at-once__why__3 = هذا يعطيك -60، ويعطي كل لاعب آخر 200 مقطوعة (R8.5).
lesson__the_konkan__konkan-at-once__why__4 = إذا نزّلت السلسلة وحدها أولًا، ثم الشيوخ في حركة ثانية، فهذا نزول عادي ثم مجموعة جديدة: يصير هاند، لا كونكان (R8.2).
lesson__the_konkan__konkan-at-once__mistake__konkan_not_last_round = في هذه الجولة نزّل الكونكان مباشرة، من غير أن تعلن عنه أولًا.
lesson__the_konkan__konkan-at-once__done = كونكان! كل واحد من خصميك يدفع 200.
# flat-200: whatever they hold
lesson__the_konkan__flat-200__title = مهما كان معهم
lesson__the_konkan__flat-200__intro = بعد الكونكان لا أحد يحسب أوراقه: كل خصم يأخذ النقاط نفسها، نازلًا كان أم لا. كان الشرق نازلًا، ولم يبقَ معه إلا 7♦ و9♣.
lesson__the_konkan__flat-200__prompt = كم نقطة يأخذ الشرق في هذه الجولة؟
lesson__the_konkan__flat-200__hint = هل يهمّ هنا ما بقي من أوراق مع الشرق؟
lesson__the_konkan__flat-200__why__1 = أمام الكونكان، يأخذ كل خصم 200 مقطوعة، مهما كان في يده، وسواء كان نازلًا أم لا (R8.5).
lesson__the_konkan__flat-200__mistake__ordinary = هذه قيمة 7♦ و9♣ بعد تخليص عادي للورق. أما الكونكان فيكلّف أكثر.
lesson__the_konkan__flat-200__mistake__hand = هذا ما يحدث بعد الهاند: النقاط تتضاعف. أما الكونكان فنقاطه مقطوعة: 200 على كل خصم.
lesson__the_konkan__flat-200__mistake__konkan_score = ناقص 60 هي نتيجة اللاعب الذي نزّل الكونكان، لا نتيجة الشرق.
# earlier-round: a Konkan in an early round
lesson__the_konkan__earlier-round__title = كونكان في جولة مبكرة
lesson__the_konkan__earlier-round__intro = في الجولات التي قبل الأخيرة، لا يحق لأحد أن يعلن كونكان، لكن يمكنك مع ذلك أن تنزّله. يُحسب في النتيجة، لكنه لا يربّحك اللعبة.
lesson__the_konkan__earlier-round__prompt = نزّل الجنوب كونكان في الجولة 2 من 5، من غير أن يعلنه. هل انتهت اللعبة؟
lesson__the_konkan__earlier-round__hint = وحده الكونكان المُعلَن ينهي اللعبة كلها. هل كان يحق لأحد أن يعلن في الجولة 2؟
lesson__the_konkan__earlier-round__choice__1 = نعم: ربح الجنوب اللعبة
lesson__the_konkan__earlier-round__choice__2 = لا: تستمر اللعبة إلى الجولة 3
lesson__the_konkan__earlier-round__why__1 = كونكان الجنوب يعطيه -60، ويعطي كل لاعب آخر 200 (R8.5).
lesson__the_konkan__earlier-round__why__2 = الكونكان الذي لم يُعلَن لا يربّح اللعبة: تستمر اللعبة إلى الجولة 3 (R8.5).
lesson__the_konkan__earlier-round__why__3 = وحده الكونكان المُعلَن، في الجولة الأخيرة، يربّح اللعبة فورًا (R8.6).
lesson__the_konkan__earlier-round__mistake__won = جاء كونكان الجنوب في الجولة 2، ومن غير إعلان.
# when-to-declare: when to declare
lesson__the_konkan__when-to-declare__title = متى تعلن
lesson__the_konkan__when-to-declare__intro = في الجولة الأخيرة، يمكن للاعب لم ينزل بعد أن يعلن كونكان. ومن بعدها لا يحق له أن ينزل إلا بالكونكان كله. فإن نجح، ربح اللعبة كلها. والإعلان يأتي أولًا، قبل أي شيء آخر في الدور.
lesson__the_konkan__when-to-declare__prompt = متى يمكنك أن تعلن كونكان؟
lesson__the_konkan__when-to-declare__hint = هناك أمران مهمان: في أي جولة أنت، وهل بدأ دورك أم لا.
lesson__the_konkan__when-to-declare__choice__1 = في بداية دورك في الجولة الأخيرة، قبل أن تسحب
lesson__the_konkan__when-to-declare__choice__2 = في الجولة الأخيرة، بعد أن تسحب مباشرة
lesson__the_konkan__when-to-declare__choice__3 = في بداية دورك في الجولة 2، قبل أن تسحب
# the answer's explanation: each choice, then the engine's word on declaring at that moment
lesson__the_konkan__when-to-declare__choice_says = { $choice }: { $said }
lesson__the_konkan__when-to-declare__why__1 = لا يُعلَن الكونكان إلا في الجولة الأخيرة (R8.6)،
lesson__the_konkan__when-to-declare__why__2 = ولا يكون إلا في أول دورك تمامًا، قبل أن تسحب أو تفعل أي شيء آخر (R3.1).
lesson__the_konkan__when-to-declare__mistake__drawn = بمجرد أن تسحب، يكون دورك قد بدأ.
lesson__the_konkan__when-to-declare__mistake__round_2 = الجولة 2 ليست الجولة الأخيرة.
# declare: declare it
lesson__the_konkan__declare__title = أعلنه
lesson__the_konkan__declare__intro = هذه الجولة { $round }، وهي الأخيرة. ينقص ورقك ورقة واحدة ليصير كونكان. إذا أعلنت الآن وأكملته، تربح اللعبة كلها.
lesson__the_konkan__declare__goal = أعلن كونكان.
lesson__the_konkan__declare__hint = يجب أن يأتي الإعلان قبل أي شيء آخر تفعله في هذا الدور.
lesson__the_konkan__declare__why__1 = هذه الجولة { $round }، وهي الأخيرة، وأنت لم تنزل بعد، فيمكنك أن تعلن كونكان (R8.6).
lesson__the_konkan__declare__why__2 = تعلن في بداية دورك، قبل أن تسحب (R3.1).
lesson__the_konkan__declare__done = الآن يعرف الجميع أنك تلعب لتصنع كونكان.
# declared-only: the whole Konkan or nothing
lesson__the_konkan__declared-only__title = الكونكان كله أو لا شيء
lesson__the_konkan__declared-only__intro = أعلنت كونكان، ثم سحبت K♣. الآن لا يحق لك أن تنزل إلا بالكونكان كله، بالمجموعتين معًا في دور واحد. ضع واحدة جانبًا، ثم اضغط «نزّل» مع الأخرى.
lesson__the_konkan__declared-only__goal = خلّص ورقك بالكونكان الذي أعلنته.
lesson__the_konkan__declared-only__hint = الآن صار معك الكونكان كله. ضع السلسلة جانبًا، واختر الشيوخ واضغط «نزّل»، ثم ارمِ.
lesson__the_konkan__declared-only__why__1 = السلسلة من 2♥ إلى J♥ والشيوخ الأربعة هي الكونكان الذي معك (R8.5).
lesson__the_konkan__declared-only__why__2 = ضع السلسلة جانبًا، واختر الشيوخ واضغط «نزّل»، حتى تنزل المجموعتان دفعة واحدة.
lesson__the_konkan__declared-only__why__3 = ارمِ 5♣ لتخلّص ورقك. الكونكان المُعلَن يربّحك اللعبة كلها فورًا (R8.6).
lesson__the_konkan__declared-only__why__4 = السلسلة وحدها تكون نزولًا عاديًا، ومن أعلن كونكان لا يحق له ذلك (R8.6).
lesson__the_konkan__declared-only__mistake__konkan_declared_only = أبقِ السلسلة في يدك حتى تستطيع أن تنزّلها مع الشيوخ.
lesson__the_konkan__declared-only__done = كونكان مُعلَن: ربحت اللعبة، مهما كانت المجاميع.

## lessons/welcome: Lesson 1's words: welcome, the cards (R1.2), the seats (R1.3), the deal (R2.1) and a first move.

# a rule in the rule book's words (some of its sentences), its number after it
lesson__welcome__book_words = { $sentences } ({ $rule }).
lesson__welcome__title = أهلًا بك في كونكان
lesson__welcome__summary = ما هي اللعبة، وما ورقها ومقاعدها، وكيف يكون التوزيع، وكيف تسير هذه الدروس.
# step the-cards
lesson__welcome__the_cards__title = الورق
lesson__welcome__the_cards__intro = كونكان لعبة ورق من عائلة الرامي، من بلاد الشام، يلعبها الناس في لبنان وسوريا والأردن وفلسطين. تجمع أوراقك في مجموعات وتنزّلها على الطاولة، ومن يخلّص ورقه أولًا يحصل على أفضل نتيجة. تُلعب بشدّتين عاديتين مخلوطتين معًا، ومعهما جوكران. في الشدّة العادية 52 ورقة: 13 من كل نوع من الأنواع الأربعة، بستوني وكبّة وديناري وسباتي. ورقم الورقة هو العدد أو الصورة التي عليها: من 2 إلى 10، أو شب أو بنت أو شيخ أو آص.
lesson__welcome__the_cards__prompt = كم ورقة في اللعبة كلها؟
lesson__welcome__the_cards__hint = في الشدّة الواحدة 52 ورقة. احسب شدّتين، ثم أضف الجوكرين.
lesson__welcome__the_cards__why__1 = شدّتان، في كل واحدة منهما 52 ورقة، تعطيان 104، ومع الجوكرين يصير العدد 106 (R1.2).
lesson__welcome__the_cards__mistake__104 = لا تنسَ الجوكرين.
lesson__welcome__the_cards__mistake__54 = هناك شدّتان، لا شدّة واحدة.
lesson__welcome__the_cards__mistake__52 = هذه شدّة واحدة. اللعبة تستعمل شدّتين، ومعهما جوكران أيضًا.
lesson__welcome__the_cards__done = هذا ورق كثير، لذلك يأخذ كل لاعب في يده ورقًا كثيرًا.
# step twins
lesson__welcome__twins__title = الأوراق التوأم
lesson__welcome__twins__intro = لأن اللعبة فيها شدّتان، لكل ورقة توأم يشبهها تمامًا، حتى الجوكر. ومع ذلك تبقيان ورقتين مختلفتين.
lesson__welcome__twins__prompt = كم ورقة 7♠ في اللعبة؟
lesson__welcome__twins__hint = في كل شدّة نسخة واحدة من كل ورقة.
lesson__welcome__twins__why__1 = في كل شدّة ورقة 7♠ واحدة، فيصير عددها اثنتين (R1.2).
lesson__welcome__twins__mistake__1 = لكل شدّة 7♠ خاصة بها، واللعبة تستعمل شدّتين.
lesson__welcome__twins__done = قد يكون التوأمان معًا في يدك، وهذا قد يفيدك.
# step who-is-next
lesson__welcome__who_is_next__title = مَن يلعب بعدك
lesson__welcome__who_is_next__intro = في هذه الدروس أنت الجنوب، في أسفل الصورة. وحين يلعب أربعة، يجلس معك حول الطاولة الشرق والشمال والغرب. يلعب اللاعبون بالدور، واحدًا بعد الآخر، ويدور الدور حول الطاولة.
lesson__welcome__who_is_next__prompt = حين ينتهي دورك، أين يجلس اللاعب الذي بعدك؟
lesson__welcome__who_is_next__hint = يدور اللعب حول الطاولة بعكس اتجاه عقارب الساعة.
lesson__welcome__who_is_next__why__1 = يدور اللعب بعكس عقارب الساعة، فاللاعب التالي هو الذي على يمينك: الشرق (R1.3).
# where the next player sits: the choices, and the rule book's R1.3 ({book}) then who it is ({name})
lesson__welcome__who_is_next__choice__right = على يمينك
lesson__welcome__who_is_next__choice__top = مقابلك على الطاولة
lesson__welcome__who_is_next__choice__left = على يسارك
lesson__welcome__who_is_next__explain__right = { $book } بعدك يأتي دور { $name }، الذي يجلس على يمينك.
lesson__welcome__who_is_next__explain__top = { $book } بعدك يأتي دور { $name }، الذي يجلس مقابلك على الطاولة.
lesson__welcome__who_is_next__explain__left = { $book } بعدك يأتي دور { $name }، الذي يجلس على يسارك.
lesson__welcome__who_is_next__mistake__top = اللاعب المقابل لك يأتي دوره لاحقًا: مَن يأتي دوره مباشرة بعدك؟
lesson__welcome__who_is_next__mistake__left = اللاعب الذي على يسارك يلعب قبلك مباشرة، لا بعدك.
lesson__welcome__who_is_next__done = إذن يلعب الشرق بعدك، ثم الشمال، ثم الغرب، ثم يرجع الدور إليك.
# step the-deal
lesson__welcome__the_deal__title = التوزيع
lesson__welcome__the_deal__intro = في بداية الجولة يوزّع الموزّع الورق. اللاعب الذي يلعب أولًا اسمه البادئ، ويأخذ ورقة زيادة عن الجميع. هنا وُزّعت جولة حقيقية، وأنت البادئ.
lesson__welcome__the_deal__prompt = كم ورقة يأخذ البادئ؟
lesson__welcome__the_deal__hint = عُدّ الأوراق التي في يدك في الصورة.
lesson__welcome__the_deal__why__1 = البادئ يأخذ 15 ورقة، وكل لاعب غيره يأخذ 14 (R2.1).
lesson__welcome__the_deal__why__2 = الأوراق الباقية هي كومة السحب، ووجهها إلى الأسفل، أما كومة الرمي فتبدأ فارغة (R2.1).
lesson__welcome__the_deal__mistake__14 = هذا ما يأخذه كل لاعب آخر. البادئ يأخذ أكثر.
# step first-move
lesson__welcome__first_move__title = حركتك الأولى
lesson__welcome__first_move__intro = هذه المرة على الطاولة لاعبان فقط: أنت والشمال. في كل خطوة تلعب على طاولة حقيقية، واللعبة تقول لك فورًا إن كانت حركتك مسموحة. ينتهي الدور حين ترمي ورقة واحدة: هذا هو الرمي. وبما أنك البادئ، فورقتك الزيادة معك من البداية، لذلك لا تسحب في دورك الأول.
lesson__welcome__first_move__goal = أنهِ دورك الأول برمي ورقة واحدة.
lesson__welcome__first_move__hint = اختر ورقة لا تريدها، ثم اضغط «ارمِ».
lesson__welcome__first_move__why__1 = في الدور الأول للبادئ لا يوجد سحب: فقد وُزّعت لك 15 ورقة (R3.2).
lesson__welcome__first_move__why__2 = لذلك ترمي ورقة مباشرة، مثلًا K♣، وينتهي دورك (R3.5).
lesson__welcome__first_move__mistake__starter_no_draw = اختر فقط ورقة واحدة وارمِها.
lesson__welcome__first_move__done = أحسنت: كانت هذه حركتك الأولى. الدروس التالية تعلّمك المجموعات، ثم دورًا كاملًا.

## lessons/whole_game: Lesson 10's words (konkan/teaching/lessons/whole_game.py): a whole game. Keys are ``lesson.whole_game.<step id>.<part>``: a step's title, intro, goal or prompt, hint, the lines of its worked solution (``why.1``, ``why.2``, ...), the lesson's word on a likely slip (``mistake.<slip>``), and what it says when the step is done.

lesson__whole_game__title = لعبة كاملة
lesson__whole_game__summary = كيف تسير اللعبة من أول توزيع حتى يُعرف الرابح، ثم توزيع حقيقي تلعبه.
# one player's total in a list of totals ("South 96, East 130, West 41")
lesson__whole_game__total = { $name } { $total }
# five-rounds: round after round
lesson__whole_game__five-rounds__title = جولة بعد جولة
lesson__whole_game__five-rounds__intro = اللعبة فيها عدة جولات. بعد كل جولة، تُضاف نتيجة كل لاعب إلى مجموعه، ثم يُوزَّع ورق الجولة التالية. وللتأكد من إجابتك، يلعب الكمبيوتر لعبة كاملة لثلاثة لاعبين، ويلعب مقعدك أنت (الجنوب) أيضًا. وحين تجيب، يخبرك كيف انتهت تلك اللعبة.
lesson__whole_game__five-rounds__prompt = كم جولة تدوم لعبة كونكان العادية؟
lesson__whole_game__five-rounds__hint = تذكّر الدرس الماضي: في أي جولة يمكن أن يُعلَن الكونكان؟
lesson__whole_game__five-rounds__why__1 = اللعبة العادية تدوم خمس جولات تُحسب؛ ثم تحسم المجاميع النتيجة (R8.7).
lesson__whole_game__five-rounds__why__2 = الجولة الملغاة لا تُحسب، ويُعاد توزيعها (R2.3).
lesson__whole_game__five-rounds__mistake__not_five = الجولة الأخيرة هي التي يمكن أن يُعلَن فيها الكونكان. أي جولة كانت تلك؟
# who-deals: the deal passes on
lesson__whole_game__who-deals__title = التوزيع ينتقل
lesson__whole_game__who-deals__intro = فكّر في اللعبة التي لعبها الكمبيوتر في السؤال الماضي، ومقعدك معها. في الجولة 1 يوزّع آخر لاعب، فتبدأ أنت، الجنوب. وكل جولة جديدة يوزّعها اللاعب الذي بدأ الجولة التي قبلها، لذلك ينتقل التوزيع إلى اليمين.
lesson__whole_game__who-deals__prompt = في تلك اللعبة بين ثلاثة لاعبين، مَن وزّع الجولة { $round }؟
lesson__whole_game__who-deals__hint = احسبها جولة جولة: مَن بدأ الجولة 1، وإذن مَن يوزّع الجولة 2؟
lesson__whole_game__who-deals__why__1 = الجولة 1: يوزّع الغرب ويبدأ الجنوب (R2.1, R2.2).
lesson__whole_game__who-deals__why__2 = الجولة 2: يوزّع الجنوب، الذي بدأ الجولة 1، ويبدأ الشرق (R2.2).
lesson__whole_game__who-deals__why__3 = الجولة 3: يوزّع الشرق، الذي بدأ الجولة 2 (R2.2).
lesson__whole_game__who-deals__mistake__round_1 = هذا اللاعب وزّع الجولة 1. تابع جولة جولة.
lesson__whole_game__who-deals__mistake__round_2 = هذا اللاعب وزّع الجولة 2. مَن بدأ الجولة 2؟
# lowest-wins: who wins
lesson__whole_game__lowest-wins__title = مَن يربح
lesson__whole_game__lowest-wins__intro = في كونكان النقاط شيء سيّئ: تخليص الورق يعطيك نتيجة بالناقص، والأوراق التي تبقى مع الآخرين تكلّفهم نقاطًا. وحين تنتهي اللعبة، يربح صاحب أقل مجموع.
lesson__whole_game__lowest-wins__prompt = انتهت للتوّ لعبة بين ثلاثة لاعبين. المجاميع هي: { $totals }. مَن يربح؟
lesson__whole_game__lowest-wins__hint = ابحث عن أصغر رقم، لا عن أكبر رقم.
lesson__whole_game__lowest-wins__why__1 = بعد خمس جولات، يربح اللاعب صاحب أقل مجموع (R8.7).
lesson__whole_game__lowest-wins__mistake__highest = هذا أعلى مجموع، أي أسوأ واحد: أقل مجموع هو الذي يربح.
# konkan-wins: the one exception
lesson__whole_game__konkan-wins__title = الاستثناء الوحيد
lesson__whole_game__konkan-wins__intro = هناك طريقة واحدة لتربح مهما كانت المجاميع: كونكان تعلنه في الجولة الأخيرة ثم تنزّله.
lesson__whole_game__konkan-wins__prompt = في الجولة 5، أعلن الشرق كونكان ونزّله. المجاميع هي: { $totals }. مَن يربح؟
lesson__whole_game__konkan-wins__hint = ما الأقوى هنا: المجاميع أم الإعلان؟
lesson__whole_game__konkan-wins__why__1 = الكونكان المُعلَن الذي ينزل في الجولة الأخيرة يربّح اللعبة كلها فورًا، مهما كانت المجاميع (R8.6).
lesson__whole_game__konkan-wins__mistake__lowest = هذا أقل مجموع، وهو الذي يربح في أي لعبة أخرى. لكن ليس في هذه.
# first-turn: your first turn
lesson__whole_game__first-turn__title = دورك الأول
lesson__whole_game__first-turn__intro = هذا توزيع حقيقي للاعبين اثنين: تبدأ أنت بـ15 ورقة، ومع الشمال 14. في الدور الأول للبادئ لا يوجد سحب: ترمي فقط (أو تنزل أولًا، إذا استطعت).
lesson__whole_game__first-turn__goal = العب دورك الأول: أنهِه برمي ورقة.
lesson__whole_game__first-turn__hint = لا تستطيع أن تنزل بعد. تخلّص من ورقة لا تمشي مع أي ورقة أخرى من أوراقك.
lesson__whole_game__first-turn__why__1 = بما أنك البادئ، معك 15 ورقة من الأول، فلا تأخذ ورقة (R3.2).
lesson__whole_game__first-turn__why__2 = الأربعات الثلاث التي معك طقم، لكن ليس معك سلسلة، وأنت بعيد جدًا عن 51 نقطة، لذلك لا تستطيع أن تنزل بعد (R5.1, R5.2).
lesson__whole_game__first-turn__why__3 = ارمِ ورقة لا تمشي مع شيء، مثل J♥ (R3.5).
lesson__whole_game__first-turn__mistake__starter_no_draw = ورقتك الزيادة تقوم مقام السحب في هذا الدور.
lesson__whole_game__first-turn__done = الشمال يلعب الآن.
# second-turn: your next turn
lesson__whole_game__second-turn__title = دورك التالي
lesson__whole_game__second-turn__intro = لعب الشمال دوره. من الآن، كل دور لك يبدأ بورقة واحدة: الورقة التي في أعلى كومة السحب، أو الورقة التي رماها الشمال إذا كنت تستطيع أن تنزل بها في هذا الدور.
lesson__whole_game__second-turn__goal = العب دورك: خذ ورقة واحدة، ثم ارمِ واحدة.
lesson__whole_game__second-turn__hint = هل تسمح لك الورقة التي على الأرض بأن تنزل في هذا الدور؟ إن لم تكن كذلك، فاسحب من كومة السحب.
lesson__whole_game__second-turn__why__1 = إذا أخذت الورقة التي رماها الشمال، يجب عليك أن تنزل في هذا الدور (R3.3).
lesson__whole_game__second-turn__why__2 = وحتى معها لن تصل مجموعاتك إلى 51 (R5.1)، لذلك اسحب من كومة السحب (R3.3).
lesson__whole_game__second-turn__why__3 = ثم ارمِ ورقة لا تمشي مع شيء، مثل 9♣ (R3.5).
lesson__whole_game__second-turn__done = هكذا يسير كل دور. الآن العب لعبة كاملة ضد الكمبيوتر على الطاولة التي تحت هذا الدرس، واضغط «تلميح» كلما أردت نصيحة. النزول هو أصعب شيء في البداية: والدرس 4 موجود دائمًا لتتمرّن عليه من جديد.

## play: The computer's words: hints, analyses, and the reasons the computer players give for their moves.

# hints and analyses
# one message made of whole sentences, each from its own key: they follow one another with this between
play__sentences = {" "}
# best_opening (R5)
OPENING_FOUND = نزّل { $melds }: { $points } نقطة، وهذا يكفي للنزول (R5.1).
OPENING_FOUND__run = نزّل { $melds }: { $points } نقطة، وهذا يكفي للنزول (R5.1)، وبينها سلسلة (R5.2).
OPENING_GOES_OUT = نزّل { $melds } وارمِ { $card }: تخلّص ورقك فورًا، وهذا لا يحتاج إلى حدّ النزول (R5.4).
OPENING_GOES_OUT__run = نزّل { $melds } وارمِ { $card }: تخلّص ورقك فورًا، وهذا لا يحتاج إلى حدّ النزول (R5.4)، وبينها سلسلة (R5.2).
OPENING_SHORT = أفضل ما عندك { $points ->
        [one] نقطة واحدة
        [two] نقطتان
        [few] { $points } نقاط
       *[other] { $points } نقطة
    }: ينقصك { $short } لتصل إلى { $minimum } (R5.1).
OPENING_SETS_ONLY = تستطيع أن تشكّل أطقمًا لكن بلا سلسلة، والنزول أول مرة يحتاج إلى سلسلة واحدة على الأقل (R5.2).
OPENING_NO_MELD = هذه الأوراق لا تشكّل أي مجموعة: لا سلسلة (R4.1) ولا طقم (R4.2).
OPENING_NO_MELD__run = هذه الأوراق لا تشكّل أي مجموعة: لا سلسلة (R4.1, R5.2) ولا طقم (R4.2).
OPENING_NEEDS_DISCARD = تنزيل { $melds } لن يترك لك ورقة ترميها، وكل دور ينتهي برمي ورقة (R3.5).
OPENING_TAKEN_CARD_FITS_NOT = على هذه الطاولة، الورقة المأخوذة عن الأرض يجب أن تدخل في مجموعة جديدة (R9)، و{ $card } لا تركب في أي مجموعة في يدك.
OPENING_TAKEN_CARD_FITS_NOT__opening = على هذه الطاولة، الورقة المأخوذة عن الأرض يجب أن تدخل في مجموعة جديدة (R9)، و{ $card } لا تركب في أي نزول تستطيع أوراقك أن تشكّله.
analysis__joker = الجوكر بدل { $card } (R4.4).
analysis__jokers = الجوكران بدل { $cards }، فهذه الطاولة تسمح بجوكرين في المجموعة (R4.4, R9).
analysis__joker_open = الجوكر بدل { $cards }؛ ولا يتحدد أيّها حتى تنضم ورقة رابعة إلى الطقم (R4.4).
analysis__second = { $card } ثانية
analysis__two = ورقتَي { $card }
# konkan_shape (R8.5)
KONKAN_FOUND = في هذه الأوراق كونكان: السلسلة { $run } والطقم { $set } (R8.5).
KONKAN_SHORT = أقرب كونكان هو سلسلة من { $length ->
        [two] ورقتَين
        [few] { $length } أوراق
       *[other] { $length } ورقة
    } { $suit } وطقم من { $size } { $plural }: { $short ->
        [two] تنقصك ورقتان
        [few] تنقصك { $short } أوراق
       *[other] تنقصك { $short } ورقة
    }، وهي { $missing } (R8.5).
KONKAN_SHORT__one = أقرب كونكان هو سلسلة من { $length ->
        [two] ورقتَين
        [few] { $length } أوراق
       *[other] { $length } ورقة
    } { $suit } وطقم من { $size } { $plural }: تنقصك ورقة واحدة، وهي { $missing } (R8.5).
# hints: the start of a turn (R3.3, R8.6)
HINT_DECLARE_KONKAN_HELD = أعلن كونكان الآن: معك كونكان كامل، السلسلة { $run } والطقم { $set } (R8.5). إذا أعلنته في الجولة الأخيرة ثم نزّلته، تربح اللعبة كلها فورًا (R8.6).
HINT_DECLARE_KONKAN_NEAR = { $shape } إنه قريب، ويستحق أن تعلنه: بعد الإعلان لا يحق لك النزول إلا بالكونكان كاملًا، في دور واحد، لكنه عندها يربّحك اللعبة كلها (R8.6).
HINT_DECLARE_KONKAN_GAMBLE = { $shape } إنها مغامرة: بعد الإعلان لا يحق لك النزول إلا بالكونكان كاملًا، في دور واحد، لكنه عندها يربّحك اللعبة كلها (R8.6).
HINT_DECLARE_KONKAN_FAR = { $shape } الطريق ما زال طويلًا، فالإعلان يربطك بفرصة ضعيفة: بعد الإعلان لا يحق لك النزول إلا بالكونكان كاملًا، في دور واحد، لكنه عندها يربّحك اللعبة كلها (R8.6).
HINT_TAKE_COMPLETES_KONKAN = خذ { $card }: إنها تكمل الكونكان الذي أعلنته، { $run } و{ $set } (R8.5)، وهذا يربّحك اللعبة (R8.6).
HINT_TAKE_KONKAN_CLOSER = خذ { $card }: إنها تقرّب الكونكان ورقة واحدة (تنقصك الآن { $short })، وعلى هذه الطاولة يحق لمن أعلن كونكان أن يأخذ الورقة عن الأرض دون أن ينزّل (R9).
HINT_TAKE_NOT_KONKAN = لا تأخذ { $card }: أعلنت كونكان، فلا يحق لك النزول إلا بالكونكان كاملًا (R8.6)، وهي لا تكمله؛ وأخذها سيجبرك على التنزيل (R3.3).
HINT_TAKE_NOT_KONKAN__free = لا تأخذ { $card }: إنها لا تقرّب الكونكان الذي أعلنته (R8.6). على هذه الطاولة يحق لمن أعلن كونكان أن يأخذ الورقة عن الأرض دون أن ينزّل (R9)، لكن الورقة من كومة السحب فرصة جديدة.
HINT_TAKE_GOES_OUT_HAND = خذ { $card }: بها تستطيع أن تنزّل { $melds } وترمي { $discard }، فتخلّص ورقك فورًا (R5.4). هذا هاند: { $score } لك، ونقاط كل لاعب آخر تتضاعف (R8.2).
HINT_TAKE_GOES_OUT_KONKAN = خذ { $card }: بها تستطيع أن تنزّل { $melds } وترمي { $discard }، فتخلّص ورقك فورًا (R5.4). هذا كونكان: { $score } لك و{ $penalty } على كل خصم (R8.5).
HINT_TAKE_NOT_NEEDED = لا داعي لأخذ { $card }: تستطيع أن تنزل بدونها ({ $melds }، { $total } نقطة، R5.1)، وهي لا تضيف شيئًا إلى مجموعاتك. اسحب بدلًا من ذلك: ورقة جديدة، ولا شيء يجبرك على التنزيل (R3.3).
HINT_TAKE_TO_GO_DOWN = خذ { $card }: بها تستطيع أن تنزّل { $melds }، { $total } نقطة، وهذا يكفي للنزول (R5.1). أخذها يعني أنك يجب أن تنزّل مجموعة جديدة في هذا الدور (R3.3).
hint__without_it = بدونها أفضل نزول لك { $points ->
        [one] نقطة واحدة
        [two] نقطتان
        [few] { $points } نقاط
       *[other] { $points } نقطة
    }.
# one form per reason best_opening gives (its key's last part), filled with its fields
HINT_TAKE_CANNOT_GO_DOWN__short = لا تأخذ { $card }، لأنك حتى معها لا تستطيع النزول في هذا الدور (أفضل ما عندك { $points ->
        [one] نقطة واحدة
        [two] نقطتان
        [few] { $points } نقاط
       *[other] { $points } نقطة
    }: ينقصك { $short } لتصل إلى { $minimum } (R5.1))، وأخذها يعني أنك يجب أن تنزّل مجموعة جديدة في هذا الدور (R3.3).
HINT_TAKE_CANNOT_GO_DOWN__sets_only = لا تأخذ { $card }، لأنك حتى معها لا تستطيع النزول في هذا الدور (تستطيع أن تشكّل أطقمًا لكن بلا سلسلة، والنزول أول مرة يحتاج إلى سلسلة واحدة على الأقل (R5.2))، وأخذها يعني أنك يجب أن تنزّل مجموعة جديدة في هذا الدور (R3.3).
HINT_TAKE_CANNOT_GO_DOWN__no_meld = لا تأخذ { $card }، لأنك حتى معها لا تستطيع النزول في هذا الدور (هذه الأوراق لا تشكّل أي مجموعة: لا سلسلة (R4.1) ولا طقم (R4.2))، وأخذها يعني أنك يجب أن تنزّل مجموعة جديدة في هذا الدور (R3.3).
HINT_TAKE_CANNOT_GO_DOWN__no_meld__run = لا تأخذ { $card }، لأنك حتى معها لا تستطيع النزول في هذا الدور (هذه الأوراق لا تشكّل أي مجموعة: لا سلسلة (R4.1, R5.2) ولا طقم (R4.2))، وأخذها يعني أنك يجب أن تنزّل مجموعة جديدة في هذا الدور (R3.3).
HINT_TAKE_CANNOT_GO_DOWN__needs_discard = لا تأخذ { $card }، لأنك حتى معها لا تستطيع النزول في هذا الدور (تنزيل { $melds } لن يترك لك ورقة ترميها، وكل دور ينتهي برمي ورقة (R3.5))، وأخذها يعني أنك يجب أن تنزّل مجموعة جديدة في هذا الدور (R3.3).
HINT_TAKE_CANNOT_GO_DOWN__fits_not = لا تأخذ { $card }، لأنك حتى معها لا تستطيع النزول في هذا الدور (على هذه الطاولة، الورقة المأخوذة عن الأرض يجب أن تدخل في مجموعة جديدة (R9)، و{ $card } لا تركب في أي مجموعة في يدك)، وأخذها يعني أنك يجب أن تنزّل مجموعة جديدة في هذا الدور (R3.3).
HINT_TAKE_CANNOT_GO_DOWN__fits_not__opening = لا تأخذ { $card }، لأنك حتى معها لا تستطيع النزول في هذا الدور (على هذه الطاولة، الورقة المأخوذة عن الأرض يجب أن تدخل في مجموعة جديدة (R9)، و{ $card } لا تركب في أي نزول تستطيع أوراقك أن تشكّله)، وأخذها يعني أنك يجب أن تنزّل مجموعة جديدة في هذا الدور (R3.3).
HINT_TAKE_TO_GO_OUT = خذ { $card }: بها تستطيع أن تخلّص ورقك في هذا الدور ({ $plan }).
HINT_TAKE_FOR_MELD = خذ { $card }: إنها تشكّل مع { $own } المجموعة الجديدة { $meld }، وهذا يُخرج من يدك { $total ->
        [one] نقطة واحدة
        [two] نقطتين
        [few] { $total } نقاط
       *[other] { $total } نقطة
    } (R8.3). أخذها يعني أنك يجب أن تنزّل مجموعة جديدة في هذا الدور (R3.3).
HINT_TAKE_NO_MELD__can_meld = لا تأخذ { $card }: إنها لا تشكّل أي مجموعة جديدة مع ورقك، فستبقى في يدك فقط؛ اسحب من كومة السحب بدلًا من ذلك (R3.3).
HINT_TAKE_NO_MELD = لا تأخذ { $card }: إنها لا تشكّل أي مجموعة جديدة مع ورقك، وأخذها يعني أنك يجب أن تنزّل مجموعة جديدة في هذا الدور (R3.3).
HINT_TAKE_ADDS_NOTHING = لا تأخذ { $card }: تستطيع أن تنزّل { $melds } بدونها، ومعها لن تستطيع أن تنزّل أكثر من ذلك (R3.3).
HINT_DRAW_INSTEAD = اسحب من كومة السحب بدل أن تأخذ { $card }: ورقة لا تعرفها، ولا شيء يجبرك على التنزيل (R3.3)؛ لكن الورقة التي على الأرض تعطيك أكثر.
HINT_DRAW_INSTEAD__free = اسحب من كومة السحب بدل أن تأخذ { $card }: ورقة لا تعرفها (R3.3)؛ لكن الورقة التي على الأرض تعطيك أكثر.
HINT_DRAW = اسحب من كومة السحب: الورقة { $card } على الأرض لا تفيدك بما يكفي لتستحق أن تُجبر على التنزيل (R3.3).
HINT_DRAW__free = اسحب من كومة السحب: الورقة { $card } على الأرض لا تقرّب الكونكان الذي أعلنته (R3.3, R8.6).
# hints: going down and going out (R5, R7, R8)
HINT_PUT_DOWN_DECLARED_KONKAN = نزّل الكونكان الذي أعلنته، { $melds }، وارمِ { $card }: هذا يربّحك اللعبة كلها (R8.5, R8.6).
HINT_DECLARED_KONKAN_ONLY = أعلنت كونكان، فلا يحق لك النزول إلا بالكونكان كاملًا (R8.6). { $shape }
HINT_GO_OUT_AT_ONCE_HAND = خلّص ورقك فورًا: نزّل { $melds } وارمِ { $card } (R5.4, R7.2). هذا هاند: نتيجتك { $score }، ونقاط كل لاعب آخر تتضاعف (R8.2).
HINT_GO_OUT_AT_ONCE_KONKAN = خلّص ورقك فورًا: نزّل { $melds } وارمِ { $card } (R5.4, R7.2). هذا كونكان: { $score } لك، و{ $penalty } على كل خصم مهما كان معه (R8.5).
# then the jokers' sentences, the rise's (R9), and this
HINT_GO_DOWN = نزّل الآن { $melds }: { $total } نقطة، والمطلوب { $minimum } على الأقل (R5.1).
HINT_GO_DOWN__run = نزّل الآن { $melds }: { $total } نقطة، والمطلوب { $minimum } على الأقل (R5.1) مع سلسلة (R5.2).
hint__go_down__then = بعد أن تنزّل تستطيع أيضًا في هذا الدور أن تركّب وأن تبدّل الجوكر (R5.3).
# each followed by hint.put_back
HINT_PUT_BACK_CANNOT_GO_DOWN__short = أخذت { $card } لكنك لا تستطيع النزول بها (أفضل ما عندك { $points ->
        [one] نقطة واحدة
        [two] نقطتان
        [few] { $points } نقاط
       *[other] { $points } نقطة
    }: ينقصك { $short } لتصل إلى { $minimum } (R5.1)).
HINT_PUT_BACK_CANNOT_GO_DOWN__sets_only = أخذت { $card } لكنك لا تستطيع النزول بها (تستطيع أن تشكّل أطقمًا لكن بلا سلسلة، والنزول أول مرة يحتاج إلى سلسلة واحدة على الأقل (R5.2)).
HINT_PUT_BACK_CANNOT_GO_DOWN__no_meld = أخذت { $card } لكنك لا تستطيع النزول بها (هذه الأوراق لا تشكّل أي مجموعة: لا سلسلة (R4.1) ولا طقم (R4.2)).
HINT_PUT_BACK_CANNOT_GO_DOWN__no_meld__run = أخذت { $card } لكنك لا تستطيع النزول بها (هذه الأوراق لا تشكّل أي مجموعة: لا سلسلة (R4.1, R5.2) ولا طقم (R4.2)).
HINT_PUT_BACK_CANNOT_GO_DOWN__needs_discard = أخذت { $card } لكنك لا تستطيع النزول بها (تنزيل { $melds } لن يترك لك ورقة ترميها، وكل دور ينتهي برمي ورقة (R3.5)).
HINT_PUT_BACK_CANNOT_GO_DOWN__fits_not = أخذت { $card } لكنك لا تستطيع النزول بها (على هذه الطاولة، الورقة المأخوذة عن الأرض يجب أن تدخل في مجموعة جديدة (R9)، و{ $card } لا تركب في أي مجموعة في يدك).
HINT_PUT_BACK_CANNOT_GO_DOWN__fits_not__opening = أخذت { $card } لكنك لا تستطيع النزول بها (على هذه الطاولة، الورقة المأخوذة عن الأرض يجب أن تدخل في مجموعة جديدة (R9)، و{ $card } لا تركب في أي نزول تستطيع أوراقك أن تشكّله).
HINT_PUT_BACK_CANNOT_GO_DOWN__konkan_only = أخذت { $card } لكنك لا تستطيع النزول بها (أعلنت كونكان، فلا يحق لك النزول إلا بالكونكان كاملًا دفعة واحدة: سلسلة من عشر أوراق وطقم من أربع، أو سلسلة من إحدى عشرة ورقة وطقم من ثلاث (R8.6)).
HINT_PUT_BACK_NO_MELD = أخذت { $card } لكن ليس عندك مجموعة جديدة تنزّلها.
HINT_PUT_BACK_TAKEN_UNUSED = على هذه الطاولة، الورقة المأخوذة عن الأرض يجب أن تدخل في مجموعة جديدة (R9)، و{ $card } ذهبت إلى مكان آخر.
HINT_PUT_BACK_TAKEN_UNUSED__pending = على هذه الطاولة، الورقة المأخوذة عن الأرض يجب أن تدخل في مجموعة جديدة (R9)، و{ $card } ليست في أي مجموعة بعد، ولا يمكن أن تدخل في واحدة الآن.
hint__put_back = رجّع الورقة إلى الأرض واسحب من كومة السحب بدلًا منها (R3.3, R3.6).
hint__put_back__one = تراجع عن حركتك الأخيرة، ورجّع الورقة إلى الأرض واسحب من كومة السحب بدلًا منها (R3.3, R3.6).
hint__put_back__many = تراجع عن { $count ->
        [two] آخر حركتين
        [few] آخر { $count } حركات
       *[other] آخر { $count } حركة
    }، ورجّع الورقة إلى الأرض واسحب من كومة السحب بدلًا منها (R3.3, R3.6).
HINT_TAKE_SWAP_BACK = على هذه الطاولة، الجوكر الذي تحرّره يجب أن تنزّله في مجموعة أو تركّبه قبل أن ترمي (R9)، وجوكرك لا يمكن الآن أن يدخل في مجموعة جديدة ولا أن يُركَّب. تراجع عن التبديل (R3.6): تعود إليك { $returned } ويعود الجوكر إلى { $owner }.
HINT_TAKE_SWAP_BACK__many = على هذه الطاولة، الجوكر الذي تحرّره يجب أن تنزّله في مجموعة أو تركّبه قبل أن ترمي (R9)، وجوكرك لا يمكن الآن أن يدخل في مجموعة جديدة ولا أن يُركَّب. تراجع عن { $count ->
        [two] آخر حركتين
        [few] آخر { $count } حركات
       *[other] آخر { $count } حركة
    }، ومنها التبديل (R3.6): تعود إليك { $returned } ويعود الجوكر إلى { $owner }.
HINT_TAKE_SWAP_BACK__fits = على هذه الطاولة، الجوكر الذي تحرّره يجب أن تنزّله في مجموعة أو تركّبه قبل أن ترمي (R9): ضع جوكرك في مجموعة جديدة أو ركّبه، وإلا فتراجع عن التبديل (R3.6)، فتعود إليك { $returned } ويعود الجوكر إلى { $owner }.
HINT_TAKE_SWAP_BACK__fits__many = على هذه الطاولة، الجوكر الذي تحرّره يجب أن تنزّله في مجموعة أو تركّبه قبل أن ترمي (R9): ضع جوكرك في مجموعة جديدة أو ركّبه، وإلا فتراجع عن { $count ->
        [two] آخر حركتين
        [few] آخر { $count } حركات
       *[other] آخر { $count } حركة
    }، ومنها التبديل (R3.6)، فتعود إليك { $returned } ويعود الجوكر إلى { $owner }.
HINT_CANNOT_GO_DOWN = لا تستطيع النزول بعد.
# {plan}: its steps (hint.plan.*) in a list; a way out of one step has its own form
HINT_GO_OUT = خلّص ورقك الآن: { $plan }. نتيجتك { $score } (R8.1).
HINT_GO_OUT__discard = خلّص ورقك الآن: ارمِ { $card } (R7.2). نتيجتك { $score } (R8.1).
HINT_GO_OUT_HAND = خلّص ورقك الآن بهاند: { $plan }. لم تكن قد نزلت عندما بدأ هذا الدور، ولا تلمس مجموعة أحد غيرك، فنتيجتك { $score } ونقاط كل الآخرين تتضاعف (R8.2).
HINT_GO_OUT_KONKAN = خلّص ورقك الآن بكونكان: { $plan }. نزلت في هذا الدور بكونكان تمامًا، ولا تلمس مجموعة أحد غيرك، فنتيجتك { $score } وكل خصم يدفع { $penalty } مهما كان معه (R8.5).
HINT_GO_OUT_HAND__discard = خلّص ورقك الآن بهاند: ارمِ { $card } (R7.2). لم تكن قد نزلت عندما بدأ هذا الدور، ولا تلمس مجموعة أحد غيرك، فنتيجتك { $score } ونقاط كل الآخرين تتضاعف (R8.2).
HINT_GO_OUT_KONKAN__discard = خلّص ورقك الآن بكونكان: ارمِ { $card } (R7.2). نزلت في هذا الدور بكونكان تمامًا، ولا تلمس مجموعة أحد غيرك، فنتيجتك { $score } وكل خصم يدفع { $penalty } مهما كان معه (R8.5).
hint__plan__swap = ضع { $cards } مكان الجوكر في { $owner } { $meld } (R6.2)
hint__plan__meld = نزّل { $melds }
hint__plan__lay_off = ركّب { $cards } على { $owner } { $meld } (R6.1)
hint__plan__discard = ارمِ { $card } (R7.2)
# hints: once down (R3.4, R6)
# then the jokers' sentences and what is owed
HINT_MELD = نزّل المجموعة الجديدة { $meld } (R3.4): تقلّ نقاط يدك بمقدار { $total } (R8.3).
hint__took_oblige = أخذت { $card }، فيجب أن تنزّل مجموعة جديدة في هذا الدور (R3.3).
hint__taken_oblige = على هذه الطاولة، يجب أن تدخل { $card } التي أخذتها في مجموعة جديدة قبل أن ترمي (R9).
hint__freed_oblige = على هذه الطاولة، الجوكر الذي حرّرته يجب أن تنزّله في مجموعة أو تركّبه قبل أن ترمي (R9).
hint__taken_laid_off = بهذا تدخل { $card } التي أخذتها في مجموعة نزّلتها في هذا الدور، كما تطلب هذه الطاولة (R9).
HINT_LAY_OFF = ركّب { $laid } على { $owner } { $meld }، فتصبح { $result } (R6.1)، وتقلّ نقاط يدك بمقدار { $shed } (R8.3).
hint__owner__yours = مجموعتك
hint__owner__theirs = مجموعة { $name }
hint__lay_off_joker = الجوكر سيكون هناك بدل { $card } (R4.4)؛ ومن الأفضل عادةً أن تحتفظ بالجوكر لمجموعة من مجموعاتك.
hint__lay_off_joker__owed = الجوكر سيكون هناك بدل { $card } (R4.4).
HINT_SWAP_JOKER = ضع { $swapped } مكان الجوكر في { $owner } { $meld }: الجوكر بدل { $stands }، فتأخذ { $swapped } مكانه ويأتي الجوكر إلى يدك (R6.2).
HINT_SWAP_JOKER__both = ضع { $swapped } مكان الجوكر في { $owner } { $meld }: الجوكر بدل { $stands }، فتأخذ الورقتان { $swapped } مكانه ويأتي الجوكر إلى يدك (R6.2).
hint__swap__keep = تستطيع أن تحتفظ به لمجموعة من مجموعاتك (R6.3).
hint__swap__must_use = على هذه الطاولة يجب عندها أن تنزّل الجوكر في مجموعة أو تركّبه قبل أن ترمي (R9).
# hints: the discard (R3.5, R8.3): the few best discards, and one note on the cards to keep
# one form per reason to keep or throw it, the table meld it fits, the next player's wish for it
# and the card taken
HINT_DISCARD__last = ارمِ { $card }: لو بقيت معك لكلّفتك { $value } (R8.3)، وهي آخر ورقة معك، فإذا رميتها خلّصت ورقك (R7.1).
HINT_DISCARD__last__took = ارمِ { $card }: لو بقيت معك لكلّفتك { $value } (R8.3)، وهي آخر ورقة معك، فإذا رميتها خلّصت ورقك (R7.1)؛ وهي الورقة التي أخذتها، ويحق لك رميها الآن بعد أن نزّلت مجموعتك الجديدة (R3.5).
HINT_DISCARD__last__took_free = ارمِ { $card }: لو بقيت معك لكلّفتك { $value } (R8.3)، وهي آخر ورقة معك، فإذا رميتها خلّصت ورقك (R7.1)؛ وهي الورقة التي أخذتها، وعلى هذه الطاولة يحق لمن أعلن كونكان أن يرميها (R9).
HINT_DISCARD__in_plan = ارمِ { $card }: لو بقيت معك لكلّفتك { $value } (R8.3)، مع أنها من المجموعات التي تستطيع تنزيلها الآن.
HINT_DISCARD__in_plan__took = ارمِ { $card }: لو بقيت معك لكلّفتك { $value } (R8.3)، مع أنها من المجموعات التي تستطيع تنزيلها الآن؛ وهي الورقة التي أخذتها، ويحق لك رميها الآن بعد أن نزّلت مجموعتك الجديدة (R3.5).
HINT_DISCARD__in_plan__took_free = ارمِ { $card }: لو بقيت معك لكلّفتك { $value } (R8.3)، مع أنها من المجموعات التي تستطيع تنزيلها الآن؛ وهي الورقة التي أخذتها، وعلى هذه الطاولة يحق لمن أعلن كونكان أن يرميها (R9).
HINT_DISCARD__in_plan__next = ارمِ { $card }: لو بقيت معك لكلّفتك { $value } (R8.3)، مع أنها من المجموعات التي تستطيع تنزيلها الآن؛ لكن { $name }، الذي يلعب بعدك، أخذ { $taken } عن الأرض، وهذه الورقة قد تصنع معها مجموعة (R4.1, R4.2).
HINT_DISCARD__in_plan__next__took = ارمِ { $card }: لو بقيت معك لكلّفتك { $value } (R8.3)، مع أنها من المجموعات التي تستطيع تنزيلها الآن؛ لكن { $name }، الذي يلعب بعدك، أخذ { $taken } عن الأرض، وهذه الورقة قد تصنع معها مجموعة (R4.1, R4.2)؛ وهي الورقة التي أخذتها، ويحق لك رميها الآن بعد أن نزّلت مجموعتك الجديدة (R3.5).
HINT_DISCARD__in_plan__next__took_free = ارمِ { $card }: لو بقيت معك لكلّفتك { $value } (R8.3)، مع أنها من المجموعات التي تستطيع تنزيلها الآن؛ لكن { $name }، الذي يلعب بعدك، أخذ { $taken } عن الأرض، وهذه الورقة قد تصنع معها مجموعة (R4.1, R4.2)؛ وهي الورقة التي أخذتها، وعلى هذه الطاولة يحق لمن أعلن كونكان أن يرميها (R9).
HINT_DISCARD__in_plan__lay_off = ارمِ { $card }: لو بقيت معك لكلّفتك { $value } (R8.3)، مع أنها من المجموعات التي تستطيع تنزيلها الآن؛ ويمكنك بدلًا من ذلك أن تركّبها على { $owner } { $meld } (R6.1).
HINT_DISCARD__in_plan__lay_off__took = ارمِ { $card }: لو بقيت معك لكلّفتك { $value } (R8.3)، مع أنها من المجموعات التي تستطيع تنزيلها الآن؛ ويمكنك بدلًا من ذلك أن تركّبها على { $owner } { $meld } (R6.1)؛ وهي الورقة التي أخذتها، ويحق لك رميها الآن بعد أن نزّلت مجموعتك الجديدة (R3.5).
HINT_DISCARD__in_plan__lay_off__next = ارمِ { $card }: لو بقيت معك لكلّفتك { $value } (R8.3)، مع أنها من المجموعات التي تستطيع تنزيلها الآن؛ ويمكنك بدلًا من ذلك أن تركّبها على { $owner } { $meld } (R6.1)؛ لكن { $name }، الذي يلعب بعدك، أخذ { $taken } عن الأرض، وهذه الورقة قد تصنع معها مجموعة (R4.1, R4.2).
HINT_DISCARD__in_plan__lay_off__next__took = ارمِ { $card }: لو بقيت معك لكلّفتك { $value } (R8.3)، مع أنها من المجموعات التي تستطيع تنزيلها الآن؛ ويمكنك بدلًا من ذلك أن تركّبها على { $owner } { $meld } (R6.1)؛ لكن { $name }، الذي يلعب بعدك، أخذ { $taken } عن الأرض، وهذه الورقة قد تصنع معها مجموعة (R4.1, R4.2)؛ وهي الورقة التي أخذتها، ويحق لك رميها الآن بعد أن نزّلت مجموعتك الجديدة (R3.5).
HINT_DISCARD__in_plan__fits = ارمِ { $card }: لو بقيت معك لكلّفتك { $value } (R8.3)، مع أنها من المجموعات التي تستطيع تنزيلها الآن؛ وهي تركب على { $owner } { $meld } على الطاولة (R6.1).
HINT_DISCARD__in_plan__fits__took = ارمِ { $card }: لو بقيت معك لكلّفتك { $value } (R8.3)، مع أنها من المجموعات التي تستطيع تنزيلها الآن؛ وهي تركب على { $owner } { $meld } على الطاولة (R6.1)؛ وهي الورقة التي أخذتها، ويحق لك رميها الآن بعد أن نزّلت مجموعتك الجديدة (R3.5).
HINT_DISCARD__in_plan__fits__took_free = ارمِ { $card }: لو بقيت معك لكلّفتك { $value } (R8.3)، مع أنها من المجموعات التي تستطيع تنزيلها الآن؛ وهي تركب على { $owner } { $meld } على الطاولة (R6.1)؛ وهي الورقة التي أخذتها، وعلى هذه الطاولة يحق لمن أعلن كونكان أن يرميها (R9).
HINT_DISCARD__in_plan__fits__next = ارمِ { $card }: لو بقيت معك لكلّفتك { $value } (R8.3)، مع أنها من المجموعات التي تستطيع تنزيلها الآن؛ وهي تركب على { $owner } { $meld } على الطاولة (R6.1)؛ لكن { $name }، الذي يلعب بعدك، أخذ { $taken } عن الأرض، وهذه الورقة قد تصنع معها مجموعة (R4.1, R4.2).
HINT_DISCARD__in_plan__fits__next__took = ارمِ { $card }: لو بقيت معك لكلّفتك { $value } (R8.3)، مع أنها من المجموعات التي تستطيع تنزيلها الآن؛ وهي تركب على { $owner } { $meld } على الطاولة (R6.1)؛ لكن { $name }، الذي يلعب بعدك، أخذ { $taken } عن الأرض، وهذه الورقة قد تصنع معها مجموعة (R4.1, R4.2)؛ وهي الورقة التي أخذتها، ويحق لك رميها الآن بعد أن نزّلت مجموعتك الجديدة (R3.5).
HINT_DISCARD__in_plan__fits__next__took_free = ارمِ { $card }: لو بقيت معك لكلّفتك { $value } (R8.3)، مع أنها من المجموعات التي تستطيع تنزيلها الآن؛ وهي تركب على { $owner } { $meld } على الطاولة (R6.1)؛ لكن { $name }، الذي يلعب بعدك، أخذ { $taken } عن الأرض، وهذه الورقة قد تصنع معها مجموعة (R4.1, R4.2)؛ وهي الورقة التي أخذتها، وعلى هذه الطاولة يحق لمن أعلن كونكان أن يرميها (R9).
HINT_DISCARD__goes_out = ارمِ { $card }: لو بقيت معك لكلّفتك { $value } (R8.3)، وهي الورقة الوحيدة التي تبقى بعد أن تنزّل الباقي، فإذا رميتها خلّصت ورقك (R7.2).
HINT_DISCARD__goes_out__took = ارمِ { $card }: لو بقيت معك لكلّفتك { $value } (R8.3)، وهي الورقة الوحيدة التي تبقى بعد أن تنزّل الباقي، فإذا رميتها خلّصت ورقك (R7.2)؛ وهي الورقة التي أخذتها، ويحق لك رميها الآن بعد أن نزّلت مجموعتك الجديدة (R3.5).
HINT_DISCARD__goes_out__took_free = ارمِ { $card }: لو بقيت معك لكلّفتك { $value } (R8.3)، وهي الورقة الوحيدة التي تبقى بعد أن تنزّل الباقي، فإذا رميتها خلّصت ورقك (R7.2)؛ وهي الورقة التي أخذتها، وعلى هذه الطاولة يحق لمن أعلن كونكان أن يرميها (R9).
HINT_DISCARD__goes_out__next = ارمِ { $card }: لو بقيت معك لكلّفتك { $value } (R8.3)، وهي الورقة الوحيدة التي تبقى بعد أن تنزّل الباقي، فإذا رميتها خلّصت ورقك (R7.2)؛ لكن { $name }، الذي يلعب بعدك، أخذ { $taken } عن الأرض، وهذه الورقة قد تصنع معها مجموعة (R4.1, R4.2).
HINT_DISCARD__goes_out__next__took = ارمِ { $card }: لو بقيت معك لكلّفتك { $value } (R8.3)، وهي الورقة الوحيدة التي تبقى بعد أن تنزّل الباقي، فإذا رميتها خلّصت ورقك (R7.2)؛ لكن { $name }، الذي يلعب بعدك، أخذ { $taken } عن الأرض، وهذه الورقة قد تصنع معها مجموعة (R4.1, R4.2)؛ وهي الورقة التي أخذتها، ويحق لك رميها الآن بعد أن نزّلت مجموعتك الجديدة (R3.5).
HINT_DISCARD__goes_out__next__took_free = ارمِ { $card }: لو بقيت معك لكلّفتك { $value } (R8.3)، وهي الورقة الوحيدة التي تبقى بعد أن تنزّل الباقي، فإذا رميتها خلّصت ورقك (R7.2)؛ لكن { $name }، الذي يلعب بعدك، أخذ { $taken } عن الأرض، وهذه الورقة قد تصنع معها مجموعة (R4.1, R4.2)؛ وهي الورقة التي أخذتها، وعلى هذه الطاولة يحق لمن أعلن كونكان أن يرميها (R9).
HINT_DISCARD__goes_out__lay_off = ارمِ { $card }: لو بقيت معك لكلّفتك { $value } (R8.3)، وهي الورقة الوحيدة التي تبقى بعد أن تنزّل الباقي، فإذا رميتها خلّصت ورقك (R7.2)؛ ويمكنك بدلًا من ذلك أن تركّبها على { $owner } { $meld } (R6.1).
HINT_DISCARD__goes_out__lay_off__took = ارمِ { $card }: لو بقيت معك لكلّفتك { $value } (R8.3)، وهي الورقة الوحيدة التي تبقى بعد أن تنزّل الباقي، فإذا رميتها خلّصت ورقك (R7.2)؛ ويمكنك بدلًا من ذلك أن تركّبها على { $owner } { $meld } (R6.1)؛ وهي الورقة التي أخذتها، ويحق لك رميها الآن بعد أن نزّلت مجموعتك الجديدة (R3.5).
HINT_DISCARD__goes_out__lay_off__next = ارمِ { $card }: لو بقيت معك لكلّفتك { $value } (R8.3)، وهي الورقة الوحيدة التي تبقى بعد أن تنزّل الباقي، فإذا رميتها خلّصت ورقك (R7.2)؛ ويمكنك بدلًا من ذلك أن تركّبها على { $owner } { $meld } (R6.1)؛ لكن { $name }، الذي يلعب بعدك، أخذ { $taken } عن الأرض، وهذه الورقة قد تصنع معها مجموعة (R4.1, R4.2).
HINT_DISCARD__goes_out__lay_off__next__took = ارمِ { $card }: لو بقيت معك لكلّفتك { $value } (R8.3)، وهي الورقة الوحيدة التي تبقى بعد أن تنزّل الباقي، فإذا رميتها خلّصت ورقك (R7.2)؛ ويمكنك بدلًا من ذلك أن تركّبها على { $owner } { $meld } (R6.1)؛ لكن { $name }، الذي يلعب بعدك، أخذ { $taken } عن الأرض، وهذه الورقة قد تصنع معها مجموعة (R4.1, R4.2)؛ وهي الورقة التي أخذتها، ويحق لك رميها الآن بعد أن نزّلت مجموعتك الجديدة (R3.5).
HINT_DISCARD__goes_out__fits = ارمِ { $card }: لو بقيت معك لكلّفتك { $value } (R8.3)، وهي الورقة الوحيدة التي تبقى بعد أن تنزّل الباقي، فإذا رميتها خلّصت ورقك (R7.2)؛ وهي تركب على { $owner } { $meld } على الطاولة (R6.1).
HINT_DISCARD__goes_out__fits__took = ارمِ { $card }: لو بقيت معك لكلّفتك { $value } (R8.3)، وهي الورقة الوحيدة التي تبقى بعد أن تنزّل الباقي، فإذا رميتها خلّصت ورقك (R7.2)؛ وهي تركب على { $owner } { $meld } على الطاولة (R6.1)؛ وهي الورقة التي أخذتها، ويحق لك رميها الآن بعد أن نزّلت مجموعتك الجديدة (R3.5).
HINT_DISCARD__goes_out__fits__took_free = ارمِ { $card }: لو بقيت معك لكلّفتك { $value } (R8.3)، وهي الورقة الوحيدة التي تبقى بعد أن تنزّل الباقي، فإذا رميتها خلّصت ورقك (R7.2)؛ وهي تركب على { $owner } { $meld } على الطاولة (R6.1)؛ وهي الورقة التي أخذتها، وعلى هذه الطاولة يحق لمن أعلن كونكان أن يرميها (R9).
HINT_DISCARD__goes_out__fits__next = ارمِ { $card }: لو بقيت معك لكلّفتك { $value } (R8.3)، وهي الورقة الوحيدة التي تبقى بعد أن تنزّل الباقي، فإذا رميتها خلّصت ورقك (R7.2)؛ وهي تركب على { $owner } { $meld } على الطاولة (R6.1)؛ لكن { $name }، الذي يلعب بعدك، أخذ { $taken } عن الأرض، وهذه الورقة قد تصنع معها مجموعة (R4.1, R4.2).
HINT_DISCARD__goes_out__fits__next__took = ارمِ { $card }: لو بقيت معك لكلّفتك { $value } (R8.3)، وهي الورقة الوحيدة التي تبقى بعد أن تنزّل الباقي، فإذا رميتها خلّصت ورقك (R7.2)؛ وهي تركب على { $owner } { $meld } على الطاولة (R6.1)؛ لكن { $name }، الذي يلعب بعدك، أخذ { $taken } عن الأرض، وهذه الورقة قد تصنع معها مجموعة (R4.1, R4.2)؛ وهي الورقة التي أخذتها، ويحق لك رميها الآن بعد أن نزّلت مجموعتك الجديدة (R3.5).
HINT_DISCARD__goes_out__fits__next__took_free = ارمِ { $card }: لو بقيت معك لكلّفتك { $value } (R8.3)، وهي الورقة الوحيدة التي تبقى بعد أن تنزّل الباقي، فإذا رميتها خلّصت ورقك (R7.2)؛ وهي تركب على { $owner } { $meld } على الطاولة (R6.1)؛ لكن { $name }، الذي يلعب بعدك، أخذ { $taken } عن الأرض، وهذه الورقة قد تصنع معها مجموعة (R4.1, R4.2)؛ وهي الورقة التي أخذتها، وعلى هذه الطاولة يحق لمن أعلن كونكان أن يرميها (R9).
HINT_DISCARD__in_meld = ارمِ { $card }: لو بقيت معك لكلّفتك { $value } (R8.3)، مع أنها جزء من مجموعة في يدك.
HINT_DISCARD__in_meld__took = ارمِ { $card }: لو بقيت معك لكلّفتك { $value } (R8.3)، مع أنها جزء من مجموعة في يدك؛ وهي الورقة التي أخذتها، ويحق لك رميها الآن بعد أن نزّلت مجموعتك الجديدة (R3.5).
HINT_DISCARD__in_meld__took_free = ارمِ { $card }: لو بقيت معك لكلّفتك { $value } (R8.3)، مع أنها جزء من مجموعة في يدك؛ وهي الورقة التي أخذتها، وعلى هذه الطاولة يحق لمن أعلن كونكان أن يرميها (R9).
HINT_DISCARD__in_meld__next = ارمِ { $card }: لو بقيت معك لكلّفتك { $value } (R8.3)، مع أنها جزء من مجموعة في يدك؛ لكن { $name }، الذي يلعب بعدك، أخذ { $taken } عن الأرض، وهذه الورقة قد تصنع معها مجموعة (R4.1, R4.2).
HINT_DISCARD__in_meld__next__took = ارمِ { $card }: لو بقيت معك لكلّفتك { $value } (R8.3)، مع أنها جزء من مجموعة في يدك؛ لكن { $name }، الذي يلعب بعدك، أخذ { $taken } عن الأرض، وهذه الورقة قد تصنع معها مجموعة (R4.1, R4.2)؛ وهي الورقة التي أخذتها، ويحق لك رميها الآن بعد أن نزّلت مجموعتك الجديدة (R3.5).
HINT_DISCARD__in_meld__next__took_free = ارمِ { $card }: لو بقيت معك لكلّفتك { $value } (R8.3)، مع أنها جزء من مجموعة في يدك؛ لكن { $name }، الذي يلعب بعدك، أخذ { $taken } عن الأرض، وهذه الورقة قد تصنع معها مجموعة (R4.1, R4.2)؛ وهي الورقة التي أخذتها، وعلى هذه الطاولة يحق لمن أعلن كونكان أن يرميها (R9).
HINT_DISCARD__in_meld__lay_off = ارمِ { $card }: لو بقيت معك لكلّفتك { $value } (R8.3)، مع أنها جزء من مجموعة في يدك؛ ويمكنك بدلًا من ذلك أن تركّبها على { $owner } { $meld } (R6.1).
HINT_DISCARD__in_meld__lay_off__took = ارمِ { $card }: لو بقيت معك لكلّفتك { $value } (R8.3)، مع أنها جزء من مجموعة في يدك؛ ويمكنك بدلًا من ذلك أن تركّبها على { $owner } { $meld } (R6.1)؛ وهي الورقة التي أخذتها، ويحق لك رميها الآن بعد أن نزّلت مجموعتك الجديدة (R3.5).
HINT_DISCARD__in_meld__lay_off__next = ارمِ { $card }: لو بقيت معك لكلّفتك { $value } (R8.3)، مع أنها جزء من مجموعة في يدك؛ ويمكنك بدلًا من ذلك أن تركّبها على { $owner } { $meld } (R6.1)؛ لكن { $name }، الذي يلعب بعدك، أخذ { $taken } عن الأرض، وهذه الورقة قد تصنع معها مجموعة (R4.1, R4.2).
HINT_DISCARD__in_meld__lay_off__next__took = ارمِ { $card }: لو بقيت معك لكلّفتك { $value } (R8.3)، مع أنها جزء من مجموعة في يدك؛ ويمكنك بدلًا من ذلك أن تركّبها على { $owner } { $meld } (R6.1)؛ لكن { $name }، الذي يلعب بعدك، أخذ { $taken } عن الأرض، وهذه الورقة قد تصنع معها مجموعة (R4.1, R4.2)؛ وهي الورقة التي أخذتها، ويحق لك رميها الآن بعد أن نزّلت مجموعتك الجديدة (R3.5).
HINT_DISCARD__in_meld__fits = ارمِ { $card }: لو بقيت معك لكلّفتك { $value } (R8.3)، مع أنها جزء من مجموعة في يدك؛ وهي تركب على { $owner } { $meld } على الطاولة (R6.1).
HINT_DISCARD__in_meld__fits__took = ارمِ { $card }: لو بقيت معك لكلّفتك { $value } (R8.3)، مع أنها جزء من مجموعة في يدك؛ وهي تركب على { $owner } { $meld } على الطاولة (R6.1)؛ وهي الورقة التي أخذتها، ويحق لك رميها الآن بعد أن نزّلت مجموعتك الجديدة (R3.5).
HINT_DISCARD__in_meld__fits__took_free = ارمِ { $card }: لو بقيت معك لكلّفتك { $value } (R8.3)، مع أنها جزء من مجموعة في يدك؛ وهي تركب على { $owner } { $meld } على الطاولة (R6.1)؛ وهي الورقة التي أخذتها، وعلى هذه الطاولة يحق لمن أعلن كونكان أن يرميها (R9).
HINT_DISCARD__in_meld__fits__next = ارمِ { $card }: لو بقيت معك لكلّفتك { $value } (R8.3)، مع أنها جزء من مجموعة في يدك؛ وهي تركب على { $owner } { $meld } على الطاولة (R6.1)؛ لكن { $name }، الذي يلعب بعدك، أخذ { $taken } عن الأرض، وهذه الورقة قد تصنع معها مجموعة (R4.1, R4.2).
HINT_DISCARD__in_meld__fits__next__took = ارمِ { $card }: لو بقيت معك لكلّفتك { $value } (R8.3)، مع أنها جزء من مجموعة في يدك؛ وهي تركب على { $owner } { $meld } على الطاولة (R6.1)؛ لكن { $name }، الذي يلعب بعدك، أخذ { $taken } عن الأرض، وهذه الورقة قد تصنع معها مجموعة (R4.1, R4.2)؛ وهي الورقة التي أخذتها، ويحق لك رميها الآن بعد أن نزّلت مجموعتك الجديدة (R3.5).
HINT_DISCARD__in_meld__fits__next__took_free = ارمِ { $card }: لو بقيت معك لكلّفتك { $value } (R8.3)، مع أنها جزء من مجموعة في يدك؛ وهي تركب على { $owner } { $meld } على الطاولة (R6.1)؛ لكن { $name }، الذي يلعب بعدك، أخذ { $taken } عن الأرض، وهذه الورقة قد تصنع معها مجموعة (R4.1, R4.2)؛ وهي الورقة التي أخذتها، وعلى هذه الطاولة يحق لمن أعلن كونكان أن يرميها (R9).
HINT_DISCARD__feeds = ارمِ { $card }: لو بقيت معك لكلّفتك { $value } (R8.3)، مع أنها قد تصنع مع { $cards } مجموعة (R4.1, R4.2).
HINT_DISCARD__feeds__took = ارمِ { $card }: لو بقيت معك لكلّفتك { $value } (R8.3)، مع أنها قد تصنع مع { $cards } مجموعة (R4.1, R4.2)؛ وهي الورقة التي أخذتها، ويحق لك رميها الآن بعد أن نزّلت مجموعتك الجديدة (R3.5).
HINT_DISCARD__feeds__took_free = ارمِ { $card }: لو بقيت معك لكلّفتك { $value } (R8.3)، مع أنها قد تصنع مع { $cards } مجموعة (R4.1, R4.2)؛ وهي الورقة التي أخذتها، وعلى هذه الطاولة يحق لمن أعلن كونكان أن يرميها (R9).
HINT_DISCARD__feeds__next = ارمِ { $card }: لو بقيت معك لكلّفتك { $value } (R8.3)، مع أنها قد تصنع مع { $cards } مجموعة (R4.1, R4.2)؛ لكن { $name }، الذي يلعب بعدك، أخذ { $taken } عن الأرض، وهذه الورقة قد تصنع معها مجموعة (R4.1, R4.2).
HINT_DISCARD__feeds__next__took = ارمِ { $card }: لو بقيت معك لكلّفتك { $value } (R8.3)، مع أنها قد تصنع مع { $cards } مجموعة (R4.1, R4.2)؛ لكن { $name }، الذي يلعب بعدك، أخذ { $taken } عن الأرض، وهذه الورقة قد تصنع معها مجموعة (R4.1, R4.2)؛ وهي الورقة التي أخذتها، ويحق لك رميها الآن بعد أن نزّلت مجموعتك الجديدة (R3.5).
HINT_DISCARD__feeds__next__took_free = ارمِ { $card }: لو بقيت معك لكلّفتك { $value } (R8.3)، مع أنها قد تصنع مع { $cards } مجموعة (R4.1, R4.2)؛ لكن { $name }، الذي يلعب بعدك، أخذ { $taken } عن الأرض، وهذه الورقة قد تصنع معها مجموعة (R4.1, R4.2)؛ وهي الورقة التي أخذتها، وعلى هذه الطاولة يحق لمن أعلن كونكان أن يرميها (R9).
HINT_DISCARD__feeds__lay_off = ارمِ { $card }: لو بقيت معك لكلّفتك { $value } (R8.3)، مع أنها قد تصنع مع { $cards } مجموعة (R4.1, R4.2)؛ ويمكنك بدلًا من ذلك أن تركّبها على { $owner } { $meld } (R6.1).
HINT_DISCARD__feeds__lay_off__took = ارمِ { $card }: لو بقيت معك لكلّفتك { $value } (R8.3)، مع أنها قد تصنع مع { $cards } مجموعة (R4.1, R4.2)؛ ويمكنك بدلًا من ذلك أن تركّبها على { $owner } { $meld } (R6.1)؛ وهي الورقة التي أخذتها، ويحق لك رميها الآن بعد أن نزّلت مجموعتك الجديدة (R3.5).
HINT_DISCARD__feeds__lay_off__next = ارمِ { $card }: لو بقيت معك لكلّفتك { $value } (R8.3)، مع أنها قد تصنع مع { $cards } مجموعة (R4.1, R4.2)؛ ويمكنك بدلًا من ذلك أن تركّبها على { $owner } { $meld } (R6.1)؛ لكن { $name }، الذي يلعب بعدك، أخذ { $taken } عن الأرض، وهذه الورقة قد تصنع معها مجموعة (R4.1, R4.2).
HINT_DISCARD__feeds__lay_off__next__took = ارمِ { $card }: لو بقيت معك لكلّفتك { $value } (R8.3)، مع أنها قد تصنع مع { $cards } مجموعة (R4.1, R4.2)؛ ويمكنك بدلًا من ذلك أن تركّبها على { $owner } { $meld } (R6.1)؛ لكن { $name }، الذي يلعب بعدك، أخذ { $taken } عن الأرض، وهذه الورقة قد تصنع معها مجموعة (R4.1, R4.2)؛ وهي الورقة التي أخذتها، ويحق لك رميها الآن بعد أن نزّلت مجموعتك الجديدة (R3.5).
HINT_DISCARD__feeds__fits = ارمِ { $card }: لو بقيت معك لكلّفتك { $value } (R8.3)، مع أنها قد تصنع مع { $cards } مجموعة (R4.1, R4.2)؛ وهي تركب على { $owner } { $meld } على الطاولة (R6.1).
HINT_DISCARD__feeds__fits__took = ارمِ { $card }: لو بقيت معك لكلّفتك { $value } (R8.3)، مع أنها قد تصنع مع { $cards } مجموعة (R4.1, R4.2)؛ وهي تركب على { $owner } { $meld } على الطاولة (R6.1)؛ وهي الورقة التي أخذتها، ويحق لك رميها الآن بعد أن نزّلت مجموعتك الجديدة (R3.5).
HINT_DISCARD__feeds__fits__took_free = ارمِ { $card }: لو بقيت معك لكلّفتك { $value } (R8.3)، مع أنها قد تصنع مع { $cards } مجموعة (R4.1, R4.2)؛ وهي تركب على { $owner } { $meld } على الطاولة (R6.1)؛ وهي الورقة التي أخذتها، وعلى هذه الطاولة يحق لمن أعلن كونكان أن يرميها (R9).
HINT_DISCARD__feeds__fits__next = ارمِ { $card }: لو بقيت معك لكلّفتك { $value } (R8.3)، مع أنها قد تصنع مع { $cards } مجموعة (R4.1, R4.2)؛ وهي تركب على { $owner } { $meld } على الطاولة (R6.1)؛ لكن { $name }، الذي يلعب بعدك، أخذ { $taken } عن الأرض، وهذه الورقة قد تصنع معها مجموعة (R4.1, R4.2).
HINT_DISCARD__feeds__fits__next__took = ارمِ { $card }: لو بقيت معك لكلّفتك { $value } (R8.3)، مع أنها قد تصنع مع { $cards } مجموعة (R4.1, R4.2)؛ وهي تركب على { $owner } { $meld } على الطاولة (R6.1)؛ لكن { $name }، الذي يلعب بعدك، أخذ { $taken } عن الأرض، وهذه الورقة قد تصنع معها مجموعة (R4.1, R4.2)؛ وهي الورقة التي أخذتها، ويحق لك رميها الآن بعد أن نزّلت مجموعتك الجديدة (R3.5).
HINT_DISCARD__feeds__fits__next__took_free = ارمِ { $card }: لو بقيت معك لكلّفتك { $value } (R8.3)، مع أنها قد تصنع مع { $cards } مجموعة (R4.1, R4.2)؛ وهي تركب على { $owner } { $meld } على الطاولة (R6.1)؛ لكن { $name }، الذي يلعب بعدك، أخذ { $taken } عن الأرض، وهذه الورقة قد تصنع معها مجموعة (R4.1, R4.2)؛ وهي الورقة التي أخذتها، وعلى هذه الطاولة يحق لمن أعلن كونكان أن يرميها (R9).
HINT_DISCARD__feeds_none = ارمِ { $card }: لو بقيت معك لكلّفتك { $value } (R8.3)، ولا تفيد أي مجموعة في يدك.
HINT_DISCARD__feeds_none__took = ارمِ { $card }: لو بقيت معك لكلّفتك { $value } (R8.3)، ولا تفيد أي مجموعة في يدك؛ وهي الورقة التي أخذتها، ويحق لك رميها الآن بعد أن نزّلت مجموعتك الجديدة (R3.5).
HINT_DISCARD__feeds_none__took_free = ارمِ { $card }: لو بقيت معك لكلّفتك { $value } (R8.3)، ولا تفيد أي مجموعة في يدك؛ وهي الورقة التي أخذتها، وعلى هذه الطاولة يحق لمن أعلن كونكان أن يرميها (R9).
HINT_DISCARD__feeds_none__next = ارمِ { $card }: لو بقيت معك لكلّفتك { $value } (R8.3)، ولا تفيد أي مجموعة في يدك؛ لكن { $name }، الذي يلعب بعدك، أخذ { $taken } عن الأرض، وهذه الورقة قد تصنع معها مجموعة (R4.1, R4.2).
HINT_DISCARD__feeds_none__next__took = ارمِ { $card }: لو بقيت معك لكلّفتك { $value } (R8.3)، ولا تفيد أي مجموعة في يدك؛ لكن { $name }، الذي يلعب بعدك، أخذ { $taken } عن الأرض، وهذه الورقة قد تصنع معها مجموعة (R4.1, R4.2)؛ وهي الورقة التي أخذتها، ويحق لك رميها الآن بعد أن نزّلت مجموعتك الجديدة (R3.5).
HINT_DISCARD__feeds_none__next__took_free = ارمِ { $card }: لو بقيت معك لكلّفتك { $value } (R8.3)، ولا تفيد أي مجموعة في يدك؛ لكن { $name }، الذي يلعب بعدك، أخذ { $taken } عن الأرض، وهذه الورقة قد تصنع معها مجموعة (R4.1, R4.2)؛ وهي الورقة التي أخذتها، وعلى هذه الطاولة يحق لمن أعلن كونكان أن يرميها (R9).
HINT_DISCARD__feeds_none__lay_off = ارمِ { $card }: لو بقيت معك لكلّفتك { $value } (R8.3)، ولا تفيد أي مجموعة في يدك؛ ويمكنك بدلًا من ذلك أن تركّبها على { $owner } { $meld } (R6.1).
HINT_DISCARD__feeds_none__lay_off__took = ارمِ { $card }: لو بقيت معك لكلّفتك { $value } (R8.3)، ولا تفيد أي مجموعة في يدك؛ ويمكنك بدلًا من ذلك أن تركّبها على { $owner } { $meld } (R6.1)؛ وهي الورقة التي أخذتها، ويحق لك رميها الآن بعد أن نزّلت مجموعتك الجديدة (R3.5).
HINT_DISCARD__feeds_none__lay_off__next = ارمِ { $card }: لو بقيت معك لكلّفتك { $value } (R8.3)، ولا تفيد أي مجموعة في يدك؛ ويمكنك بدلًا من ذلك أن تركّبها على { $owner } { $meld } (R6.1)؛ لكن { $name }، الذي يلعب بعدك، أخذ { $taken } عن الأرض، وهذه الورقة قد تصنع معها مجموعة (R4.1, R4.2).
HINT_DISCARD__feeds_none__lay_off__next__took = ارمِ { $card }: لو بقيت معك لكلّفتك { $value } (R8.3)، ولا تفيد أي مجموعة في يدك؛ ويمكنك بدلًا من ذلك أن تركّبها على { $owner } { $meld } (R6.1)؛ لكن { $name }، الذي يلعب بعدك، أخذ { $taken } عن الأرض، وهذه الورقة قد تصنع معها مجموعة (R4.1, R4.2)؛ وهي الورقة التي أخذتها، ويحق لك رميها الآن بعد أن نزّلت مجموعتك الجديدة (R3.5).
HINT_DISCARD__feeds_none__fits = ارمِ { $card }: لو بقيت معك لكلّفتك { $value } (R8.3)، ولا تفيد أي مجموعة في يدك؛ وهي تركب على { $owner } { $meld } على الطاولة (R6.1).
HINT_DISCARD__feeds_none__fits__took = ارمِ { $card }: لو بقيت معك لكلّفتك { $value } (R8.3)، ولا تفيد أي مجموعة في يدك؛ وهي تركب على { $owner } { $meld } على الطاولة (R6.1)؛ وهي الورقة التي أخذتها، ويحق لك رميها الآن بعد أن نزّلت مجموعتك الجديدة (R3.5).
HINT_DISCARD__feeds_none__fits__took_free = ارمِ { $card }: لو بقيت معك لكلّفتك { $value } (R8.3)، ولا تفيد أي مجموعة في يدك؛ وهي تركب على { $owner } { $meld } على الطاولة (R6.1)؛ وهي الورقة التي أخذتها، وعلى هذه الطاولة يحق لمن أعلن كونكان أن يرميها (R9).
HINT_DISCARD__feeds_none__fits__next = ارمِ { $card }: لو بقيت معك لكلّفتك { $value } (R8.3)، ولا تفيد أي مجموعة في يدك؛ وهي تركب على { $owner } { $meld } على الطاولة (R6.1)؛ لكن { $name }، الذي يلعب بعدك، أخذ { $taken } عن الأرض، وهذه الورقة قد تصنع معها مجموعة (R4.1, R4.2).
HINT_DISCARD__feeds_none__fits__next__took = ارمِ { $card }: لو بقيت معك لكلّفتك { $value } (R8.3)، ولا تفيد أي مجموعة في يدك؛ وهي تركب على { $owner } { $meld } على الطاولة (R6.1)؛ لكن { $name }، الذي يلعب بعدك، أخذ { $taken } عن الأرض، وهذه الورقة قد تصنع معها مجموعة (R4.1, R4.2)؛ وهي الورقة التي أخذتها، ويحق لك رميها الآن بعد أن نزّلت مجموعتك الجديدة (R3.5).
HINT_DISCARD__feeds_none__fits__next__took_free = ارمِ { $card }: لو بقيت معك لكلّفتك { $value } (R8.3)، ولا تفيد أي مجموعة في يدك؛ وهي تركب على { $owner } { $meld } على الطاولة (R6.1)؛ لكن { $name }، الذي يلعب بعدك، أخذ { $taken } عن الأرض، وهذه الورقة قد تصنع معها مجموعة (R4.1, R4.2)؛ وهي الورقة التي أخذتها، وعلى هذه الطاولة يحق لمن أعلن كونكان أن يرميها (R9).
HINT_DISCARD__joker = ارمِ جوكرًا: ليس معك غيره، ولو بقي معك لكلّفك { $value } (R8.3).
# {clauses}: the things to keep (hint.keep.*) in a list; one thing alone has its own form
HINT_KEEP_JOKER = احتفظ بـ{ $clauses }.
HINT_KEEP = احتفظ بـ{ $clauses }.
HINT_KEEP_JOKER__joker = احتفظ بالجوكر (يمكن أن يكون بدل أي ورقة تحتاجها مجموعة، R4.4).
HINT_KEEP_JOKER__jokers = احتفظ بالجوكرين كليهما (كل منهما يمكن أن يكون بدل أي ورقة تحتاجها مجموعة، R4.4).
HINT_KEEP__opening = احتفظ بـ{ $cards } (من المجموعات التي تستطيع تنزيلها الآن، R5.1).
HINT_KEEP__out = احتفظ بـ{ $cards } (تحتاجها لتخلّص ورقك في هذا الدور، R7.2).
HINT_KEEP__konkan = احتفظ بـ{ $cards } (من الكونكان الذي معك، R8.5).
HINT_KEEP__in_meld = احتفظ بـ{ $cards } (كل منها جزء من مجموعة في يدك، R4.1, R4.2).
HINT_KEEP__in_meld__one = احتفظ بـ{ $cards } (جزء من مجموعة في يدك، R4.1, R4.2).
HINT_KEEP__feeds = احتفظ بـ{ $cards } (كل منها قد تصنع مع ورقة أخرى من ورقك مجموعة، R4.1, R4.2).
HINT_KEEP__feeds__one = احتفظ بـ{ $cards } (قد تصنع مع ورقة أخرى من ورقك مجموعة، R4.1, R4.2).
HINT_KEEP__lay_off = احتفظ بـ{ $card } (يمكن تركيبها على { $owner } { $meld }، R6.1).
hint__keep__joker = الجوكر (يمكن أن يكون بدل أي ورقة تحتاجها مجموعة، R4.4)
hint__keep__jokers = الجوكرين كليهما (كل منهما يمكن أن يكون بدل أي ورقة تحتاجها مجموعة، R4.4)
hint__keep__opening = { $cards } (من المجموعات التي تستطيع تنزيلها الآن، R5.1)
hint__keep__out = { $cards } (تحتاجها لتخلّص ورقك في هذا الدور، R7.2)
hint__keep__konkan = { $cards } (من الكونكان الذي معك، R8.5)
hint__keep__in_meld = { $cards } (كل منها جزء من مجموعة في يدك، R4.1, R4.2)
hint__keep__in_meld__one = { $cards } (جزء من مجموعة في يدك، R4.1, R4.2)
hint__keep__feeds = { $cards } (كل منها قد تصنع مع ورقة أخرى من ورقك مجموعة، R4.1, R4.2)
hint__keep__feeds__one = { $cards } (قد تصنع مع ورقة أخرى من ورقك مجموعة، R4.1, R4.2)
hint__keep__lay_off = { $card } (يمكن تركيبها على { $owner } { $meld }، R6.1)
# The Hint, when the review (konkan.play.adviser) found the hints' first move clearly worse.
review__hint__checked = جرّب الكمبيوتر الحركات المحتملة من هنا مرات كثيرة وأكمل اللعب بعد كل منها، وهذه الحركة كانت الأفضل.
review__hint__draw = اسحب من كومة السحب. جرّب الكمبيوتر كل حركة محتملة من هنا مرات كثيرة وأكمل اللعب بعدها، والسحب كان الأفضل (R3.3).
review__hint__take = خذ { $card } عن الأرض. جرّب الكمبيوتر كل حركة محتملة من هنا مرات كثيرة وأكمل اللعب بعدها، وأخذها كان الأفضل (R3.3).
review__hint__meld = نزّل { $melds }. جرّب الكمبيوتر كل حركة محتملة من هنا مرات كثيرة وأكمل اللعب بعدها، وهذا كان الأفضل (R3.4).
review__hint__lay_off = ركّب { $cards } على المجموعة { $meld } على الطاولة. جرّب الكمبيوتر كل حركة محتملة من هنا مرات كثيرة وأكمل اللعب بعدها، وهذا كان الأفضل (R6.1).
review__hint__swap = ضع { $cards } مكان الجوكر في المجموعة { $meld }. جرّب الكمبيوتر كل حركة محتملة من هنا مرات كثيرة وأكمل اللعب بعدها، وهذا كان الأفضل (R6.2).
review__hint__konkan = أعلن كونكان. جرّب الكمبيوتر كل حركة محتملة من هنا مرات كثيرة وأكمل اللعب بعدها، والإعلان كان الأفضل (R8.6).
review__hint__discard = ارمِ { $card }. جرّب الكمبيوتر كل حركة محتملة من هنا مرات كثيرة وأكمل اللعب بعدها، ورميها كان الأفضل (R3.5).
bot__whose__pile = {""}
bot__whose__mine = {" "}الخاصة بي
bot__whose__theirs = {" "}الخاصة بـ{ $name }
bot__declare__held = أعلنت كونكان: معي { $run } و{ $set }، أي كونكان كامل، والكونكان المُعلَن إذا نزّلته يربّح اللعبة (R8.5, R8.6).
bot__declare__short = أعلنت كونكان مع أنه { $short ->
        [two] تنقصني ورقتان
        [few] تنقصني { $short } أوراق
       *[other] تنقصني { $short } ورقة
    } لأكمله: الكونكان المُعلَن إذا نزّلته يربّح اللعبة (R8.6).
bot__declare__short__one = أعلنت كونكان مع أنه تنقصني ورقة واحدة لأكمله: الكونكان المُعلَن إذا نزّلته يربّح اللعبة (R8.6).
bot__take = أخذت { $card }{ $whose } عن الأرض (R3.3).
bot__take__go_down = أخذت { $card }{ $whose } لأنزل بـ{ $melds }، { $total } نقطة (R3.3, R5.1).
bot__take__out_at_once = أخذت { $card }{ $whose }: بها أستطيع أن أنزّل { $melds } وأخلّص ورقي فورًا (R5.4).
bot__take__go_out = أخذت { $card }{ $whose }: بها أستطيع أن أخلّص ورقي في هذا الدور (R3.3, R7.2).
bot__take__meld = أخذت { $card }{ $whose } لأنزّل { $meld } (R3.3).
bot__take__konkan = أخذت { $card }{ $whose }: إنها تكمل الكونكان الذي أعلنته (R8.6).
bot__take__konkan_closer = أخذت { $card }{ $whose }: إنها تقرّب الكونكان الذي أعلنته، وعلى هذه الطاولة يحق لمن أعلن كونكان أن يأخذ الورقة عن الأرض دون أن ينزّل (R9).
bot__draw__only = سحبت من كومة السحب (R3.3).
bot__draw = سحبت من كومة السحب بدل أن آخذ { $card }{ $whose } (R3.3).
bot__draw__not_needed = سحبت من كومة السحب: أستطيع أن أنزل بدون { $card }{ $whose }، والورقة من كومة السحب لا تجبرني على شيء (R3.3).
bot__draw__cannot_go_down = سحبت من كومة السحب: حتى مع { $card }{ $whose } لم أكن أستطيع النزول في هذا الدور، وأخذها كان سيجبرني على ذلك (R3.3, R5.1).
bot__draw__no_meld = سحبت من كومة السحب: { $card }{ $whose } لا تشكّل مجموعة جديدة مع ورقي، وأخذها كان سيجبرني على تنزيل مجموعة (R3.3).
bot__draw__adds_nothing = سحبت من كومة السحب: مع { $card }{ $whose } لن أستطيع أن أنزّل أكثر مما أستطيع بدونها (R3.3).
bot__draw__not_konkan = سحبت من كومة السحب: { $card }{ $whose } لا تقرّب الكونكان الذي أعلنته (R8.6).
bot__draw__not_konkan__bound = سحبت من كومة السحب: { $card }{ $whose } لا تكمل الكونكان الذي أعلنته، وأخذها كان سيجبرني على التنزيل، ولا يحق لي ذلك إلا بالكونكان كاملًا (R3.3, R8.6).
bot__go_down = نزلت بـ{ $melds }: { $total } نقطة، والمطلوب { $minimum } على الأقل (R5.1).
bot__out_at_once = نزّلت { $melds } كلها دفعة واحدة، واحتفظت بورقة واحدة لأرميها وأخلّص ورقي (R5.4, R7.2).
bot__meld__going_out = نزّلت { $melds } في طريقي لتخليص ورقي في هذا الدور (R7.2).
bot__meld = نزّلت { $melds }، فقلّت نقاط يدي بمقدار { $total } (R3.4, R8.3).
bot__meld__open = نزلت بـ{ $melds } (R5.1).
bot__lay_off = ركّبت { $cards } على المجموعة { $meld }{ $owner } (R6.1).
bot__lay_off__going_out = ركّبت { $cards } على المجموعة { $meld }{ $owner } في طريقي لتخليص ورقي في هذا الدور (R6.1, R7.2).
bot__swap = وضعت { $cards } مكان الجوكر في المجموعة { $meld }{ $owner } وأخذت الجوكر إلى يدي (R6.2).
bot__swap__going_out = وضعت { $cards } مكان الجوكر في المجموعة { $meld }{ $owner } في طريقي لتخليص ورقي في هذا الدور (R6.2, R7.2).
bot__discard__out = رميت آخر ورقة معي، { $card }، وخلّصت ورقي (R7.1).
bot__discard = رميت { $card }، التي كانت ستُحسب عليّ بقيمة { $value } لو بقيت في يدي (R3.5, R8.3).
bot__discard__feeds_none = رميت { $card }: إنها لا تصنع مجموعة مع أي ورقة من ورقي، ولو بقيت في يدي لحُسبت عليّ بقيمة { $value } (R8.3).
bot__discard__next_cannot = { $name }، الذي يلعب بعدي، قد نزل لكنه لا يستطيع أن يركّبها على أي مجموعة على الطاولة (R6.1).
bot__put_back = أرجعت { $card } إلى الأرض، لأسحب من كومة السحب بدلًا منها (R3.3, R3.6).
bot__undo = تراجعت عن حركتي الأخيرة (R3.6).
bot__look_ahead__chance = احتفظت بـ{ $card }، مع أن التلميحات كانت سترميها أولًا: من بين الأوراق الـ{ $unseen } التي قد أسحبها بعد ذلك، { $count } تسمح لي بالنزول، مقابل { $other } لو رميتها (R5.1).
bot__look_ahead__points = احتفظت بـ{ $card }، مع أن التلميحات كانت سترميها أولًا: مع الورقة التالية التي أسحبها، تصل أفضل محاولة عندي للنزول في المتوسط إلى { $points } من النقاط الـ{ $minimum } التي أحتاجها، مقابل { $other } لو رميتها (R5.1).
bot__search = احتفظت بـ{ $card }، مع أن التلميحات كانت سترميها أولًا: لعبت الجولة حتى نهايتها { $samples ->
        [one] مرة واحدة
        [two] مرتين
        [few] { $samples } مرات
       *[other] { $samples } مرة
    }، ووزّعت الأوراق التي لا أراها عشوائيًا، وهذه الرمية جعلت وضعي أفضل في المتوسط (R8).
bot__search__take = أخذت { $card }{ $whose }: لعبت الجولة حتى نهايتها { $samples ->
        [one] مرة واحدة
        [two] مرتين
        [few] { $samples } مرات
       *[other] { $samples } مرة
    }، وخمّنت الأوراق التي لا أراها مما ظهر على الطاولة، والأخذ جعل وضعي أفضل في المتوسط من السحب (R3.3, R8).
bot__search__draw = سحبت من كومة السحب بدل أن آخذ { $card }{ $whose }: لعبت الجولة حتى نهايتها { $samples ->
        [one] مرة واحدة
        [two] مرتين
        [few] { $samples } مرات
       *[other] { $samples } مرة
    }، وخمّنت الأوراق التي لا أراها مما ظهر على الطاولة، والسحب جعل وضعي أفضل في المتوسط (R3.3, R8).
# simulate: many games between computer players
# the table's columns, one per field of a seat's result
play__simulate__column__seat = المقعد
play__simulate__column__player = اللاعب
play__simulate__column__wins = مرات الفوز
play__simulate__column__win_rate = نسبة الفوز
play__simulate__column__shared_wins = فوز مشترك
play__simulate__column__mean_total = متوسط المجموع
play__simulate__column__sd_total = التفاوت
play__simulate__column__rounds_won = الجولات المربوحة
play__simulate__column__hands = هاند
play__simulate__column__konkans = كونكان
play__simulate__column__void_rounds = جولات ملغاة
play__simulate__column__mean_turns_to_go_down = أدوار حتى النزول
play__simulate__head = { $games ->
        [one] لعبة واحدة
        [two] لعبتان
        [few] { $games } ألعاب
       *[other] { $games } لعبة
    }، رمز التوزيع { $seed }
play__simulate__caption = { $games ->
        [one] لعبة واحدة
        [two] لعبتان
        [few] { $games } ألعاب
       *[other] { $games } لعبة
    }، رمز التوزيع { $seed }.
play__simulate__shared = في { $shared } من الألعاب الـ{ $games } كان هناك أكثر من فائز: التعادل على أقل مجموع يُحسب فوزًا لكل مقعد فيه، لذلك مجموع مرات الفوز أكبر من عدد الألعاب.
play__simulate__shared__team = في { $shared } من الألعاب الـ{ $games } كان هناك أكثر من فائز: التعادل على أقل مجموع يُحسب فوزًا لكل مقعد فيه (في الشراكة، فوز الفريق يُحسب لمقعديه كليهما)، لذلك مجموع مرات الفوز أكبر من عدد الألعاب.
play__simulate__repr = <SimulationResult: الألعاب { $games }، المقاعد { $seats }>
play__simulate__plot__label = نسبة الفوز حسب المقعد
play__simulate__plot__title = نسبة الفوز
play__simulate__plot__seat = المقعد { $seat }: { $player }
play__simulate__progress = الألعاب
play__simulate__progress__unit = لعبة
# bad input
error__play__not_your_turn = ليس لدى { $name } حركة يختارها: ليس دور { $name } في هذا العرض
error__play__no_legal_action = المقعد { $seat } ليس لديه أي حركة مسموحة: القواعد تترك دائمًا حركة واحدة على الأقل
error__play__budget = ميزانية اللاعب القوي (strong) عدد صحيح من التوزيعات، { $low } أو أكثر، لكن المُعطى { $value }
error__play__search = بحث اللاعب القوي (strong) هو 'turn' أو 'discard'، لكن المُعطى { $value }
error__play__guess = تخمين اللاعب القوي (strong) هو 'table' أو 'uniform'، لكن المُعطى { $value }
error__play__unknown_player = لا يوجد لاعب كمبيوتر اسمه { $name }: اختر واحدًا من { $levels }
error__play__player = اللاعب هو اسم مستوى ({ $levels }) أو كائن فيه decide(view)، لكن المُعطى { $player }
error__play__player_object = اللاعب هو اسم مستوى أو كائن فيه decide(view)، لكن المُعطى { $player }
error__play__games = يجب أن يكون games عددًا صحيحًا من الألعاب، { $low } أو أكثر، لكن المُعطى { $value }
error__play__players = القائمة players تضم لاعبًا واحدًا لكل مقعد، مثل ['strong', 'greedy']، لكن المُعطى { $players }
error__play__rules = يجب أن تكون rules من نوع Rules، لكن المُعطى { $rules }
error__play__rules_players = القواعد لعدد { $rules } من اللاعبين، لكن عدد اللاعبين المُعطى { $given }
error__play__pandas = SimulationResult.to_dataframe يحتاج إلى pandas: pip install pandas (والدالة to_dicts() تعطي الجدول نفسه كقواميس dict بسيطة)
error__play__cover_limit = البحث عن تغطية يأخذ عددًا من الأوراق أقل من { $limit }، لكن المُعطى { $count }
error__play__group_faces = المجموعة تستعمل كل وجه مرة واحدة، أو مرتين إذا كان الوجه معك مرتين
error__play__group_points = نقاط المجموعة من 0 إلى { $last }، لكن المُعطى { $points }

## practice: Practice's words (levels, answer forms, messages), reading an answer, and the learner's files.

# each kind of puzzle in the game's own words, for titles and the levels table
practice__kind__hand_value = كم تكلّف الأوراق التي في يدك
practice__kind__score = احسب نتيجة جولة
practice__kind__meld = مجموعة أو لا
practice__kind__opening = النزول
practice__kind__take_discard = تأخذ عن الأرض أم تسحب؟
practice__kind__lay_off = التركيب
practice__kind__konkan = كم ينقصك للكونكان
practice__kind__is_meld = اكتشف المجموعات
# a level changes (three right in a row, two missed)
practice__level__up = { $count ->
        [one] جواب صحيح واحد
        [two] جوابان صحيحان متتاليان
        [few] { $count } أجوبة صحيحة متتالية
        [many] { $count } جوابًا صحيحًا متتاليًا
       *[other] { $count } جواب صحيح متتالٍ
    }: ألغاز «{ $name }» تصعد إلى المستوى { $level } من { $top }.
practice__level__down = { $count ->
        [one] غلطة واحدة
        [two] غلطتان متتاليتان
        [few] { $count } غلطات متتالية
       *[other] { $count } غلطة متتالية
    }: ألغاز «{ $name }» ترجع إلى المستوى { $level }.
practice__session__repr = <PracticeSession { $what }: اللغز { $number }، { $right } صحيحة من { $tried }>
practice__session__mix = خليط
# how each kind's answer is typed, and its buttons
practice__form__hand_value = اكتب عددًا صحيحًا واحدًا، كم يكلّف الورق، مثل 42
practice__form__konkan = اكتب كم ورقة تنقص ورقك ليصير كونكان، عددًا صحيحًا مثل 2، أو 0 إذا كان فيه كونكان كامل
practice__form__is_meld = أجب «نعم» إذا كانت الأوراق تصنع مجموعة، أو «لا»
practice__form__meld = اكتب كم نقطة تساوي المجموعة، مثل 24، أو «لا» إذا لم تكن مجموعة
practice__form__score = اكتب { $count ->
        [two] عددين صحيحين
        [few] { $count } أعداد صحيحة
        [many] { $count } عددًا صحيحًا
       *[other] { $count } عدد صحيح
    }، عددًا لكل لاعب بترتيب المقاعد ({ $names })، مثل «{ $example }»
practice__form__take_discard = أجب «خذ» (الورقة التي فوق كومة الرمي) أو «اسحب» (من كومة السحب)
practice__form__lay_off = اكتب الأوراق التي في يدك ويمكن تركيبها، مثل «7S 9H»، أو «ولا واحدة»
practice__form__opening = اكتب المجموعات التي ستنزّلها، وبين كل مجموعتين فاصلة منقوطة أو فاصلة، مثل «7S 8S 9S; QH QD QC»، أو «لا» إذا كان لا يمكن النزول بهذا الورق
practice__choice__yes = نعم، مجموعة
practice__choice__no = لا، ليست مجموعة
practice__choice__not_a_meld = ليست مجموعة
practice__choice__take = خذ الورقة عن الأرض
practice__choice__draw = اسحب من كومة السحب
practice__choice__none = ولا واحدة منها
practice__choice__cannot_go_down = لا يمكن النزول بهذا الورق
# the words a learner may type for each choice word, the word itself first (one per line)
practice__says__yes =
    نعم
    اي
    إي
    أيوه
    مجموعة
    هي مجموعة
    نعم، مجموعة
    نعم مجموعة
    yes
    y
    a meld
    meld
    it is a meld
    it's a meld
    yes, a meld
practice__says__no =
    لا
    لأ
    لا، ليست مجموعة
    ليست مجموعة
    مش مجموعة
    ليست
    ولا وحدة
    لا يقدر
    لا يمكن
    ما بيقدر
    لا يقدر أن ينزل
    لا يمكن النزول
    لا يمكن النزول بهذا الورق
    no
    no, not a meld
    not a meld
    not
    none
    can't
    cannot
    cant
    it can't go down
    can't go down
practice__says__none =
    ولا وحدة
    لا
    لا شيء
    ولا شي
    ولا واحدة
    ولا وحدة منها
    ولا واحدة منها
    none
    no
    nothing
    none of them
practice__says__take =
    خُد
    خد
    خذ
    خود
    خُد الورقة
    خد الورقة
    خُد الورقة عن الأرض
    خد الورقة عن الأرض
    خذ الورقة
    خذ الورقة عن الأرض
    الأرض
    كومة الرمي
    take
    take it
    take the discard
    discard
    pile
    discard pile
practice__says__draw =
    اسحب
    سحب
    اسحب من كومة السحب
    كومة السحب
    draw
    stock
    draw from the stock
# an answer that is not of the form asked for: "{how}; {problem}."
practice__read__wrong = { $how }؛ { $problem }.
practice__read__wrong__ended = { $how }؛ { $problem }
practice__read__how = { $how }.
practice__read__nothing = { $how }؛ لم تكتب شيئًا.
practice__read__typed = كتبتَ { $said }
practice__read__not_that = { $said } ليس هذا
practice__read__count = كتبتَ { $count ->
        [zero] لا أعداد
        [one] عددًا واحدًا
        [two] عددين
        [few] { $count } أعداد
        [many] { $count } عددًا
       *[other] { $count } عدد
    } ({ $said })
practice__read__not_number = { $said } لـ{ $name } ليس عددًا صحيحًا
practice__read__neither = { $said } ليس هذا ولا ذاك
practice__read__not_yours = الورقة { $card } ليست في يدك
practice__read__not_yours__twice = الورقة { $card } ليست في يدك (أو كتبتها مرتين)
practice__read__not_cards__fix = { $said } ليست أوراقًا: { $fix }
practice__read__not_cards = { $said } ليست أوراقًا (الورقة تُكتب برقمها ثم نوعها، مثل 7S أو 10H أو QD، أو JK للجوكر)
practice__read__no_cards = لم تكتب أي ورقة
# an answer quoted back as the learner would read it
practice__quoted = «{ $text }»
practice__quoted__cut = { $text }...
practice__quoted__nothing = لا شيء
practice__quoted__that = هذا الجواب
# bad input from a notebook cell
error__practice__kind = يجب أن يكون kind واحدًا من { $kinds } أو None لخليط، لكن وصل { $got }
error__practice__kinds = يجب أن يكون kind واحدًا من { $kinds }، أو قائمة منها، أو None لخليط، لكن وصل { $got }
error__practice__progress = يجب أن يكون progress مسار ملف أو konkan.teaching.practice.PracticeRecord، لكن وصل { $got }
error__practice__seed = يجب أن يكون seed عددًا صحيحًا أو كلمة قصيرة، لكن وصل { $got }
error__practice__form = لا يوجد شكل جواب لألغاز من نوع { $got }
# the learner's files: the lessons' stars, practice levels, a class test's answers
# (one set per kind of file: "progress", "practice", "answer", the file's NOUN)
learner__set_aside__moved = نُقل جانبًا باسم { $name }
learner__set_aside__left = تُرك كما هو
learner__progress__unreadable__moved = لم نستطع قراءة ملف تقدّمك، فنقلناه جانبًا باسم { $name }، ونجومك تبدأ من جديد هنا.
learner__progress__unreadable__left = لم نستطع قراءة ملف تقدّمك، فتركناه كما هو، ونجومك تبدأ من جديد هنا.
learner__progress__not_read = لم نستطع قراءة ملف تقدّمك { $path } ({ $error })؛ نجومك محفوظة الآن فقط.
learner__progress__not_moved = لم نستطع نقل ملف تقدّمك { $path } جانبًا ({ $error }).
learner__progress__not_saved = لم نستطع حفظ تقدّمك في { $path } ({ $error })؛ هو محفوظ الآن فقط.
learner__practice__unreadable__moved = لم نستطع قراءة ملف تمرينك، فنقلناه جانبًا باسم { $name }، ومستوياتك تبدأ من جديد هنا.
learner__practice__unreadable__left = لم نستطع قراءة ملف تمرينك، فتركناه كما هو، ومستوياتك تبدأ من جديد هنا.
learner__practice__not_read = لم نستطع قراءة ملف تمرينك { $path } ({ $error })؛ مستوياتك محفوظة الآن فقط.
learner__practice__not_moved = لم نستطع نقل ملف تمرينك { $path } جانبًا ({ $error }).
learner__practice__not_saved = لم نستطع حفظ تمرينك في { $path } ({ $error })؛ هو محفوظ الآن فقط.
learner__answer__unreadable__moved = لم نستطع قراءة ملف أجوبتك، فنقلناه جانبًا باسم { $name }، وأجوبتك تبدأ من جديد هنا.
learner__answer__unreadable__left = لم نستطع قراءة ملف أجوبتك، فتركناه كما هو، وأجوبتك تبدأ من جديد هنا.
learner__answer__not_read = لم نستطع قراءة ملف أجوبتك { $path } ({ $error })؛ أجوبتك محفوظة الآن فقط.
learner__answer__not_moved = لم نستطع نقل ملف أجوبتك { $path } جانبًا ({ $error }).
learner__answer__not_saved = لم نستطع حفظ جوابك في { $path } ({ $error })؛ هو محفوظ الآن فقط.

## projector: The words of the projector page the class service serves to a class's teacher (``projector.*``): the whole class at a glance, one table with every hand open, the pause and resume buttons, and asking the class what they would do (konkan/classroom/service/projector.py).

# the page
projector__title = الصف { $code } على جهاز العرض
projector__heading = الصف { $code }
projector__table_heading = الصف { $code }، الطاولة { $number }
projector__live = مباشر: هذه الصفحة تتغيّر وحدها بينما يعمل طلابكم.
projector__lost__unknown = انقطع اتصال هذه الصفحة بخدمة الصف، وهي تحاول من جديد وحدها.
projector__buttons = أزرار الأستاذ
projector__pause = أوقف كل الطاولات مؤقتًا
projector__resume = استأنف كل الطاولات
projector__all_paused = كل الطاولات متوقّفة مؤقتًا.
projector__some_paused = بعض الطاولات متوقّفة مؤقتًا.
projector__playing = كل الطاولات تلعب.
# the students
projector__students = الطلاب
projector__no_students = لم ينضمّ أي طالب بعد. أعطوهم رمز الصف { $code }.
projector__student = الطالب
projector__lessons = الدروس
projector__practice = التمرين
projector__test = الاختبار
projector__none_yet = لا شيء بعد
projector__lesson_chip = الدرس { $number }: { $stars } ★
projector__lesson_title = { $title }: أُنجزت { $done } من { $steps } خطوات
projector__practice_chip = { $kind }: المستوى { $level }
projector__answered_of = أُجيب عن { $answered } من { $count }
projector__no_test = لا اختبار
projector__puzzle_answered = اللغز { $number }: أُجيب عنه
projector__puzzle_not_yet = اللغز { $number }: لم يُجَب عنه بعد
# the tables
projector__tables = الطاولات
projector__no_tables = لم تُفتح أي طاولة بعد.
projector__table = الطاولة { $number }
projector__round = الجولة { $round }
projector__round_over = انتهت الجولة { $round }
projector__game_over = انتهت اللعبة
projector__paused = متوقّفة مؤقتًا
projector__seat_student = { $seat }: { $user }
projector__seat_away = { $seat }: { $user } (غائب، الكمبيوتر يلعب عنه)
projector__seat_computer = { $seat }: الكمبيوتر
projector__score = { $points ->
        [one] نقطة واحدة
        [two] نقطتان
        [few] { $points } نقاط
       *[other] { $points } نقطة
    }
projector__to_play = دوره
projector__show_table = اعرض الطاولة { $number }
projector__choose_table = اعرض طاولة واحدة وكل الورق فيها مكشوف:
projector__back = ارجع إلى الصف كله
projector__open_hands = كل الورق مكشوف في هذه الصفحة. لا تعرضوها على القاعة إلا إذا كان مسموحًا للجميع أن يروا ورق الجميع.
projector__last_move = آخر حركة: { $sentence }
projector__no_move = لا حركة بعد في هذه الجولة.
projector__table_gone = الطاولة { $number } ليست في الصف { $code }.
# asking the class: the question, the students' answers, the refusals
projector__ask__question = ماذا تفعل الآن لو كنت { $name }؟
projector__ask__allowed = القواعد تسمح بـ{ $move } هنا. جوابك وصل إلى أستاذك.
projector__ask__asked = سألتم الصف: «{ $sentence }» صفحة جهاز العرض تُظهر كم طالبًا اختار كل حركة.
projector__ask__refusal__other_table = الطاولة { $table } ليست في الصف { $code }.
projector__ask__refusal__not_paused = أوقفوا كل الطاولات مؤقتًا أولًا، ثم اسألوا الصف.
projector__ask__refusal__round_over = انتهت الجولة على الطاولة { $table }، فلا توجد حركة للسؤال عنها. اسألوا عن طاولة أخرى.
projector__ask__refusal__not_to_play = الدور على الطاولة { $table } هو دور { $current }، لا دور { $name }. اسألوا ماذا يفعل { $current } الآن.
projector__ask__refusal__nothing_asked = أستاذك لا يطرح الآن سؤالًا على الصف { $code }.
projector__ask__refusal__answered = جوابك عن هذا السؤال وصل إلى أستاذك من قبل، ولا يمكن تغييره.
projector__ask__refusal__other_seat = السؤال هو ماذا يفعل { $name }: اكتب حركة بدون رقم مقعد.
# asking the class: the projector's words
projector__ask__heading = سؤال للصف
projector__ask__about = الطاولة { $number }، كما يراها { $name }
projector__ask__button = اسأل الصف: ماذا تفعل الآن لو كنت { $name }؟
projector__ask__pause_first = أوقفوا كل الطاولات مؤقتًا لتسألوا الصف ماذا يفعلون هنا.
projector__ask__round_over = انتهت هذه الجولة: لا توجد حركة للسؤال عنها.
projector__ask__hidden = يبقى ورق الآخرين مخفيًّا بينما يجيب الصف. استأنفوا اللعب لتظهر من جديد.
projector__ask__show = اعرض السؤال
projector__ask__count = عدد الطلاب الذين أجابوا: { $answers } من { $students }.
projector__ask__none = لا جواب بعد.
projector__ask__move = الحركة
projector__ask__students = الطلاب
projector__ask__verdict = القواعد
projector__ask__ok = مسموحة
projector__ask__not_ok = غير مسموحة ({ $rule })
projector__ask__not_ok__no_rule = غير مسموحة
# a moment of a student's finished round, asked of the class (asking.py): never a name
projector__moment__someone = لاعب من هذا الصف
# the seats at a moment, from the moment's seat (a sentence may begin with one: it gets a capital)
projector__moment__player = اللاعب
projector__moment__next = اللاعب التالي
projector__moment__before = اللاعب السابق
projector__moment__another = لاعب آخر
projector__moment__question = ماذا تفعل هنا؟
projector__moment__question__take = هل تأخذ الورقة { $card } عن الأرض أم تسحب؟
projector__moment__question__discard = ماذا ترمي هنا؟
projector__moment__question__meld = ماذا تنزّل هنا؟
projector__moment__question__lay_off = هل تركّب أوراقًا على مجموعة على الطاولة هنا؟ أيّها؟
projector__moment__question__swap = هل تبدّل ورقة بجوكر على الطاولة هنا؟
projector__moment__question__konkan = هل تعلن كونكان هنا؟
projector__moment__cards = ورق ذلك اللاعب: { $hand }. الورقة التي فوق كومة الرمي: { $top }.
projector__moment__cards__no_pile = ورق ذلك اللاعب: { $hand }. كومة الرمي فارغة.
projector__moment__heading = لحظة من لعبة في هذا الصف
projector__moment__hand = ورق ذلك اللاعب ({ $count })
projector__moment__top = الورقة التي فوق كومة الرمي
projector__moment__no_pile = كومة الرمي فارغة.
projector__moment__melds = المجموعات على الطاولة
projector__moment__no_melds = لا مجموعات على الطاولة بعد.
projector__moment__lost = النقاط الضائعة
projector__moment__points = كلّفت { $lost ->
        [one] نقطة واحدة تقريبًا
        [two] نقطتين تقريبًا
        [few] { $lost } نقاط تقريبًا
       *[other] { $lost } نقطة تقريبًا
    }
projector__moment__points__none = لم تكلّف شيئًا
projector__moment__lost_means = النقاط الضائعة: أكمل الكمبيوتر لعب الجولة من هنا مرات كثيرة. في المتوسّط، كلّفت تلك الحركة اللاعبَ هذا العدد من النقاط زيادةً على أفضل حركة. في الكونكان، النقاط الأقل أفضل.
projector__moment__count = عدد الطلاب الذين أجابوا: { $answers } من { $students }. أيّ حركة هي الأفضل يبقى مخفيًّا الآن.
projector__moment__right_count = عدد الطلاب الذين أجابوا: { $answers } من { $students }، ومن اختاروا حركة صحيحة: { $right }.
projector__moment__verdict = صحيح؟
projector__moment__right = صحيح
projector__moment__worse = أسوأ
projector__moment__answer = الجواب
projector__moment__how = يجيب الطلاب في دفاترهم بكتابة حركة، مثل draw أو take أو discard 7s. عندما يجيب الجميع، يعرض الأستاذ الجواب.
projector__moment__refusal__no_moment = لا يُسأل الصف { $code } الآن عن لحظة، فلا يوجد جواب لعرضه.
projector__moment__refusal__other_seat = السؤال هو ماذا يفعل ذلك اللاعب: اكتب حركة بدون رقم مقعد.
# The review's sentences about a moment as the class reads them beside "In Konkan fewer points is
# better": what the move cost, never "worth about N points more" (asking.py, by the review's key).
projector__reveal__review__take__go_down__other = الورقة { $card } على كومة الرمي كانت تسمح لـ{ $name } أن ينزّل { $melds }، بـ{ $total } نقطة. السحب من كومة السحب بدلًا منها كلّف { $loss ->
        [one] نقطة واحدة تقريبًا
        [two] نقطتين تقريبًا
        [few] { $loss } نقاط تقريبًا
       *[other] { $loss } نقطة تقريبًا
    } (R3.3, R5.1).
projector__reveal__review__take__meld__other = الورقة { $card } على كومة الرمي كانت تصنع المجموعة { $meld } مع ورق { $name }. السحب من كومة السحب بدلًا منها كلّف { $loss ->
        [one] نقطة واحدة تقريبًا
        [two] نقطتين تقريبًا
        [few] { $loss } نقاط تقريبًا
       *[other] { $loss } نقطة تقريبًا
    } (R3.3).
projector__reveal__review__take__better__other = سحب { $name } من كومة السحب. عدم أخذ الورقة { $card } عن الأرض كلّف { $loss ->
        [one] نقطة واحدة تقريبًا
        [two] نقطتين تقريبًا
        [few] { $loss } نقاط تقريبًا
       *[other] { $loss } نقطة تقريبًا
    } (R3.3).
projector__reveal__review__draw__better__other = أخذ { $name } الورقة { $card } عن الأرض. عدم السحب من كومة السحب كلّف { $loss ->
        [one] نقطة واحدة تقريبًا
        [two] نقطتين تقريبًا
        [few] { $loss } نقاط تقريبًا
       *[other] { $loss } نقطة تقريبًا
    } (R3.3).
projector__reveal__review__discard__feeds__other = رمى { $name } الورقة { $card } فأطعم { $next }، الذي أخذ { $known } عن الأرض من قبل ويستطيع أن يصنع بها مجموعة. رمي { $better } كان أأمن: الورقة { $card } كلّفت { $loss ->
        [one] نقطة واحدة تقريبًا
        [two] نقطتين تقريبًا
        [few] { $loss } نقاط تقريبًا
       *[other] { $loss } نقطة تقريبًا
    } (R3.3).
projector__reveal__review__discard__lays_off__other = رمى { $name } الورقة { $card }، و{ $next } قد نزّل ويستطيع أن يركّبها على مجموعة على الطاولة. رميها بدلًا من { $better } كلّف { $loss ->
        [one] نقطة واحدة تقريبًا
        [two] نقطتين تقريبًا
        [few] { $loss } نقاط تقريبًا
       *[other] { $loss } نقطة تقريبًا
    } (R6.1).
projector__reveal__review__discard__better__other = بالنسبة لـ{ $name }، رمي الورقة { $card } بدلًا من { $better } كلّف هنا { $loss ->
        [one] نقطة واحدة تقريبًا
        [two] نقطتين تقريبًا
        [few] { $loss } نقاط تقريبًا
       *[other] { $loss } نقطة تقريبًا
    } (R3.5).
projector__reveal__review__go_down__missed__other = بالنسبة لـ{ $name }، الانتظار بدلًا من النزول بـ{ $melds } كلّف { $loss ->
        [one] نقطة واحدة تقريبًا
        [two] نقطتين تقريبًا
        [few] { $loss } نقاط تقريبًا
       *[other] { $loss } نقطة تقريبًا
    } (R5.1).
projector__reveal__review__meld__missed__other = بالنسبة لـ{ $name }، عدم تنزيل { $melds } قبل الرمي كلّف هنا { $loss ->
        [one] نقطة واحدة تقريبًا
        [two] نقطتين تقريبًا
        [few] { $loss } نقاط تقريبًا
       *[other] { $loss } نقطة تقريبًا
    } (R3.4).
projector__reveal__review__lay_off__missed__other = بالنسبة لـ{ $name }، عدم تركيب { $cards } على { $meld } كلّف هنا { $loss ->
        [one] نقطة واحدة تقريبًا
        [two] نقطتين تقريبًا
        [few] { $loss } نقاط تقريبًا
       *[other] { $loss } نقطة تقريبًا
    } (R6.1).
projector__reveal__review__better__other = بالنسبة لـ{ $name }، هذه الحركة كلّفت { $loss ->
        [one] نقطة واحدة تقريبًا
        [two] نقطتين تقريبًا
        [few] { $loss } نقاط تقريبًا
       *[other] { $loss } نقطة تقريبًا
    } أكثر من أفضل حركة (R3).
projector__moment__refusal__drawn = ذلك اللاعب سحب من قبل: اختر ورقة لترميها.
projector__moment__refusal__starter = ذلك اللاعب بدأ الجولة بـ15 ورقة، فلا سحب في دوره الأول: اختر ورقة لترميها (أو نزّل مجموعات أولًا).
projector__moment__refusal__not_drawn = ذلك اللاعب لم يسحب بعد: اكتب draw أو take.
projector__moment__refusal__revealed = جواب هذه اللحظة معروض من قبل، فلا تُقبل أجوبة الآن.
projector__moment__refusal__bad = هذه ليست لحظة من مراجعة ألعاب صفّكم: { $moment }.
projector__moment__refusal__too_big = هذه اللحظة أطول من أن تُرسل (عدد أحرفها { $length }، والحدّ الأقصى { $limit }). اختاروا لحظة أخرى.
projector__ask__how = يجيب الطلاب في دفاترهم بكتابة حركة، مثل draw أو take أو discard 7s (والأنواع بالحروف s وh وd وc).

## puzzles: The puzzles' words: prompts, hints, answers, slips and mistakes, kind by kind.

# shared by every kind
puzzle__right = صحيح: { $why }
puzzle__repr = <Puzzle { $kind } المستوى { $level } seed { $seed }>
error__puzzle__kind = يجب أن يكون kind واحدًا من { $kinds }، لكن وصل { $got }
error__puzzle__level = يجب أن يكون level هو 1 أو 2 أو 3، لكن وصل { $got }
error__puzzle__seed = يجب أن يكون seed عددًا صحيحًا أو كلمة، لكن وصل { $got }
error__puzzle__no_fit = لا يوجد لغز { $kind } في المستوى { $level } يناسب هذه الطاولة
# what each slip is, in plain words (MISTAKES: what the learner did)
puzzle__mistake__ace_as_one = حساب الآص الباقي في اليد بـ1
puzzle__mistake__set_ace_as_one = حساب آصات الطقم بـ1 لكل واحد
puzzle__mistake__face_at_rank = حساب الشب أو البنت أو الشيخ برقمه، لا بـ10
puzzle__mistake__joker_as_zero = حساب الجوكر بلا شيء
puzzle__mistake__joker_as_fifteen = حساب الجوكر بـ15 حيث قيمته غير ذلك
puzzle__mistake__ace_low_as_eleven = حساب الآص في A-2-3 بـ11
puzzle__mistake__ace_high_as_one = حساب الآص في Q-K-A بـ1
puzzle__mistake__out_sign = إعطاء من خلّص ورقه نتيجة بالزائد بدل الناقص
puzzle__mistake__out_zero = إعطاء من خلّص ورقه 0
puzzle__mistake__out_doubled = مضاعفة تخليص عادي كأنه هاند
puzzle__mistake__hand_finisher_single = إعطاء من خلّص بهاند نتيجة التخليص العادية
puzzle__mistake__konkan_finisher_single = إعطاء من خلّص بكونكان نتيجة التخليص العادية
puzzle__mistake__finisher_doubled = تطبيق مضاعفة الهاند على من خلّص ورقه
puzzle__mistake__hand_not_doubled = نسيان مضاعفة الهاند
puzzle__mistake__doubled_without_hand = المضاعفة بدون هاند
puzzle__mistake__never_down_counted = عدّ ورق لاعب لم ينزل أبدًا، بدل الـ100 المقطوعة
puzzle__mistake__partner_charged = تحميل نقاط لشريك من خلّص ورقه
puzzle__mistake__konkan_counted = عدّ ورق خصم بعد كونكان، بدل الـ200 المقطوعة
puzzle__mistake__konkan_as_hand = حساب خصم الكونكان كأنه بعد هاند، بدل الـ200 المقطوعة
puzzle__mistake__set_two_of_suit = اعتبار طقم فيه ورقتان من نوع واحد مجموعة
puzzle__mistake__run_round_corner = اعتبار سلسلة تلفّ من الشيخ إلى الاثنين (K-A-2) مجموعة
puzzle__mistake__two_jokers = اعتبار مجموعة فيها جوكران مجموعة صحيحة، على طاولة تسمح بجوكر واحد
puzzle__mistake__jokers_outnumber = اعتبار مجموعة فيها جوكرات أكثر من الأوراق العادية مجموعة صحيحة
puzzle__mistake__illegal_taken_for_meld = اعتبار أوراق لا تصنع مجموعة مجموعة
puzzle__mistake__meld_taken_for_illegal = القول عن مجموعة حقيقية إنها ليست مجموعة
puzzle__mistake__opening_without_run = النزول بدون سلسلة
puzzle__mistake__opening_too_low = النزول بنقاط أقل من اللازم
puzzle__mistake__opening_keeps_no_discard = حساب الورقة التي يجب أن تبقى للرمي في النزول
puzzle__mistake__opening_not_best = النزول بأقل مما يستطيع الورق أن ينزّل
puzzle__mistake__missed_opening = القول إن ورقًا يستطيع النزول لا يستطيع
puzzle__mistake__not_a_meld = تنزيل أوراق لا تصنع مجموعة
puzzle__mistake__take_without_meld = أخذ الورقة عن الأرض بدون مجموعة جديدة تنزّلها
puzzle__mistake__taken_discard_unused = أخذ الورقة عن الأرض مع أن قاعدة الطاولة تقول إنها يجب أن تدخل في مجموعة جديدة، ولا مجموعة لها
puzzle__mistake__missed_take = السحب، مع أن الورقة على الأرض كانت ستنفع
puzzle__mistake__missed_lay_off = تفويت ورقة يمكن تركيبها
puzzle__mistake__use_joker_swap = تركيب الورقة التي يكون جوكر بدلها، وهذا تبديل جوكر
puzzle__mistake__breaks_meld = تركيب ورقة تكسر المجموعة
puzzle__mistake__does_not_fit = تركيب ورقة لا تناسب أي مجموعة هناك
puzzle__mistake__konkan_not_there = رؤية كونكان في ورق ليس فيه كونكان
# slips in counting cards left in hand (R8.3): what hand_value and score tell
# the cards named in a slip: "the A♦ and the A♥", "the J♠ as 11 and the Q♥ as 12"
puzzle__slip__cards__more = { $items } و{ $item }
puzzle__slip__card_as = { $card } بـ{ $number }
puzzle__slip__ace_as_one = حسبت { $cards } بـ1، لكن الآص الباقي في اليد يكلّف { $cost } (R8.3).
puzzle__slip__ace_as_one__table = حسبت { $cards } بـ1، لكن الآص الباقي في اليد يكلّف { $cost } على هذه الطاولة (R8.3, R9).
puzzle__slip__face_at_rank = حسبت { $counted }، لكن الشب أو البنت أو الشيخ الباقي في اليد يكلّف 10 (R8.3).
puzzle__slip__joker_as_zero__one = حسبت الجوكر بـ0، لكن الجوكر الباقي في اليد يكلّف { $cost } (R8.3).
puzzle__slip__joker_as_zero__many = حسبت الجوكرات ({ $count }) بـ0، لكن الجوكر الباقي في اليد يكلّف { $cost } (R8.3).
puzzle__slip__joker_as_zero__one__table = حسبت الجوكر بـ0، لكن الجوكر الباقي في اليد يكلّف { $cost } على هذه الطاولة (R8.3, R9).
puzzle__slip__joker_as_zero__many__table = حسبت الجوكرات ({ $count }) بـ0، لكن الجوكر الباقي في اليد يكلّف { $cost } على هذه الطاولة (R8.3, R9).
puzzle__slip__joker_as_fifteen__one__table = حسبت الجوكر بـ15، لكن الجوكر الباقي في اليد يكلّف { $cost } على هذه الطاولة (R8.3, R9).
puzzle__slip__joker_as_fifteen__many__table = حسبت الجوكرات ({ $count }) بـ15، لكن الجوكر الباقي في اليد يكلّف { $cost } على هذه الطاولة (R8.3, R9).
# the same slips in a round's score, said of one player
puzzle__slip__ace_as_one__seat = { $name }: حسبت { $cards } بـ1، لكن الآص الباقي في اليد يكلّف { $cost } (R8.3).
puzzle__slip__ace_as_one__table__seat = { $name }: حسبت { $cards } بـ1، لكن الآص الباقي في اليد يكلّف { $cost } على هذه الطاولة (R8.3, R9).
puzzle__slip__face_at_rank__seat = { $name }: حسبت { $counted }، لكن الشب أو البنت أو الشيخ الباقي في اليد يكلّف 10 (R8.3).
puzzle__slip__joker_as_zero__one__seat = { $name }: حسبت الجوكر بـ0، لكن الجوكر الباقي في اليد يكلّف { $cost } (R8.3).
puzzle__slip__joker_as_zero__many__seat = { $name }: حسبت الجوكرات ({ $count }) بـ0، لكن الجوكر الباقي في اليد يكلّف { $cost } (R8.3).
puzzle__slip__joker_as_zero__one__table__seat = { $name }: حسبت الجوكر بـ0، لكن الجوكر الباقي في اليد يكلّف { $cost } على هذه الطاولة (R8.3, R9).
puzzle__slip__joker_as_zero__many__table__seat = { $name }: حسبت الجوكرات ({ $count }) بـ0، لكن الجوكر الباقي في اليد يكلّف { $cost } على هذه الطاولة (R8.3, R9).
puzzle__slip__joker_as_fifteen__one__table__seat = { $name }: حسبت الجوكر بـ15، لكن الجوكر الباقي في اليد يكلّف { $cost } على هذه الطاولة (R8.3, R9).
puzzle__slip__joker_as_fifteen__many__table__seat = { $name }: حسبت الجوكرات ({ $count }) بـ15، لكن الجوكر الباقي في اليد يكلّف { $cost } على هذه الطاولة (R8.3, R9).
# hand_value: what the cards left in a hand cost (R8.3)
puzzle__hand_value__prompt =
    كم تكلّف هذه الأوراق إذا بقيت في اليد في آخر الجولة؟
    { $cards }
puzzle__hand_value__hint = الجوكر يكلّف { $joker }، والآص { $ace }، والشب والبنت والشيخ 10، والباقي الرقم المكتوب عليه (R8.3).
puzzle__hand_value__hint__table = الجوكر يكلّف { $joker }، والآص { $ace }، والشب والبنت والشيخ 10، والباقي الرقم المكتوب عليه، على هذه الطاولة (R8.3, R9).
puzzle__hand_value__picture = الورق الباقي
puzzle__hand_value__total = المجموع: الأوراق تكلّف { $cost } (R8.3).
puzzle__hand_value__form = أجب بعدد صحيح واحد، كم تكلّف الأوراق، مثل 42؛ وأنت كتبت { $said }.
puzzle__hand_value__right = صحيح: هذه الأوراق تكلّف { $cost } (R8.3).
puzzle__hand_value__cost = تكلّف { $cost }.
puzzle__hand_value__not = ليس { $number }: الأوراق تكلّف { $cost }.
# one line of the solution per card (the two copies of a card together)
puzzle__hand_value__line__joker__one = الورقة { $card } تكلّف { $cost }: جوكر (R8.3).
puzzle__hand_value__line__joker__one__table = الورقة { $card } تكلّف { $cost }: جوكر على هذه الطاولة (R9) (R8.3).
puzzle__hand_value__line__joker__two = الورقتان { $card } تكلّف كل واحدة { $cost }، والمجموع { $total }: جوكران (R8.3).
puzzle__hand_value__line__joker__two__table = الورقتان { $card } تكلّف كل واحدة { $cost }، والمجموع { $total }: جوكران على هذه الطاولة (R9) (R8.3).
puzzle__hand_value__line__ace__one = الورقة { $card } تكلّف { $cost }: آص (R8.3).
puzzle__hand_value__line__ace__one__table = الورقة { $card } تكلّف { $cost }: آص على هذه الطاولة (R9) (R8.3).
puzzle__hand_value__line__ace__two = الورقتان { $card } تكلّف كل واحدة { $cost }، والمجموع { $total }: آصان (R8.3).
puzzle__hand_value__line__ace__two__table = الورقتان { $card } تكلّف كل واحدة { $cost }، والمجموع { $total }: آصان على هذه الطاولة (R9) (R8.3).
puzzle__hand_value__line__face__one = الورقة { $card } تكلّف { $cost }: شب أو بنت أو شيخ (R8.3).
puzzle__hand_value__line__face__two = الورقتان { $card } تكلّف كل واحدة { $cost }، والمجموع { $total }: شب أو بنت أو شيخ (R8.3).
puzzle__hand_value__line__number__one = الورقة { $card } تكلّف { $cost }: الرقم المكتوب عليها (R8.3).
puzzle__hand_value__line__number__two = الورقتان { $card } تكلّف كل واحدة { $cost }، والمجموع { $total }: الرقم المكتوب عليهما (R8.3).
# is_meld: meld or not (no points: lesson 4 teaches them)
puzzle__is_meld__prompt =
    هل هذه مجموعة (R4)؟
    { $cards }
puzzle__is_meld__missed = هذه مجموعة. { $why }
puzzle__is_meld__form = أجب «نعم» إذا كانت الأوراق تصنع مجموعة (R4) أو «لا» إذا كانت لا تصنع؛ و{ $said } ليس هذا ولا ذاك.
puzzle__is_meld__hint = السلسلة ثلاث أوراق أو أكثر من نوع واحد بالترتيب، والآص تحت الاثنين أو فوق الشيخ، ولا تلفّ أبدًا من الشيخ إلى الاثنين (R4.1)؛ والطقم ثلاث أو أربع أوراق من رقم واحد، كل واحدة من نوع مختلف (R4.2).
puzzle__is_meld__picture = الأوراق
# the answers that say yes, and those that say no (one per line)
puzzle__is_meld__says__yes =
    نعم
    اي
    إي
    أيوه
    مجموعة
    هي مجموعة
    صح
    yes
    y
    a meld
    meld
    it is a meld
    it's a meld
    true
puzzle__says__no =
    لا
    لأ
    ليست مجموعة
    مش مجموعة
    ليست
    غلط
    ولا وحدة
    لا يقدر
    لا يمكن
    ما بيقدر
    no
    not a meld
    not
    illegal
    none
    false
    can't
    cannot
puzzle__two_jokers_table = هذه الطاولة تسمح بجوكرين في المجموعة الواحدة (R9).
# meld: is it a meld, and what is it worth toward going down (R4, R5.1)
puzzle__meld__prompt =
    هل هذه مجموعة؟ إذا كانت كذلك، فكم تساوي في النزول (R5.1)؟
    { $cards }
puzzle__meld__hint = السلسلة ثلاث أوراق أو أكثر من نوع واحد بالترتيب، والآص تحت الاثنين أو فوق الشيخ، ولا تلفّ أبدًا من الشيخ إلى الاثنين (R4.1)؛ والطقم ثلاث أو أربع أوراق من رقم واحد، كل واحدة من نوع مختلف (R4.2)؛ والجوكر يساوي الورقة التي يكون بدلها (R5.1).
puzzle__meld__picture = الأوراق
puzzle__meld__form = أجب بعدد النقاط التي تساويها المجموعة، مثل 24، أو «لا» إذا لم تكن مجموعة؛ و{ $said } ليس هذا ولا ذاك.
puzzle__meld__mistaken = حسبتها مجموعة، لكنها ليست مجموعة. { $why }
puzzle__meld__worth = تساوي { $points }.
puzzle__meld__not = ليس { $number }: { $why }
puzzle__meld__slip__ace_low_as_eleven = حسبت { $card } بـ11، لكن الآص تحت الاثنين (A-2-3) يساوي 1 (R5.1).
puzzle__meld__slip__ace_high_as_one = حسبت { $card } بـ1، لكن الآص فوق الشيخ (Q-K-A) يساوي 11 (R5.1).
puzzle__meld__slip__set_ace_as_one = حسبت الآصات، { $cards }، بـ1 لكل واحد، لكن الآص في الطقم يساوي 11 (R5.1).
puzzle__meld__slip__face_at_rank = حسبت { $counted }، لكن الشب أو البنت أو الشيخ يساوي 10 (R5.1).
puzzle__meld__slip__joker_as_zero__one = حسبت الجوكر بـ0، لكن الجوكر في المجموعة يساوي الورقة التي يكون بدلها، وهي هنا { $stands } (R5.1).
puzzle__meld__slip__joker_as_zero__many = حسبت الجوكرات بـ0، لكن الجوكر في المجموعة يساوي الورقة التي يكون بدلها، وهي هنا { $stands } (R5.1).
puzzle__meld__slip__joker_as_fifteen__one = حسبت الجوكر بـ15، لكن هذا ما يكلّفه الجوكر إذا بقي في اليد (R8.3)؛ في المجموعة يساوي الورقة التي يكون بدلها، وهي هنا { $stands } (R5.1).
puzzle__meld__slip__joker_as_fifteen__many = حسبت الجوكرات بـ15، لكن هذا ما يكلّفه الجوكر إذا بقي في اليد (R8.3)؛ في المجموعة يساوي الورقة التي يكون بدلها، وهي هنا { $stands } (R5.1).
# konkan: how many cards short of a Konkan (R8.5)
puzzle__konkan__prompt =
    كم ورقة تنقص هذا الورق ليصير كونكان: سلسلة من عشر أوراق وطقم من أربع، أو سلسلة من إحدى عشرة ورقة وطقم من ثلاث (R8.5)؟ أجب 0 إذا كان فيه كونكان.
    { $cards }
puzzle__konkan__hint = ابحث عن أطول سلسلة من نوع واحد، ولا تلفّ أبدًا من الشيخ إلى الاثنين (R4.1)، ثم عن طقم من رقم واحد كل ورقة فيه من نوع مختلف (R4.2)؛ وعُدّ الأوراق التي ما زالت تنقص للكونكان (R8.5).
puzzle__konkan__picture = الورق
puzzle__konkan__form = أجب بعدد الأوراق التي تنقص هذا الورق ليصير كونكان، مثل 2، أو 0 إذا كان فيه كونكان؛ و{ $said } ليس عددًا من الأوراق.
puzzle__konkan__flawed = هذا ليس كونكان: { $why } { $shape }
puzzle__konkan__not_yet = هذا ليس كونكان بعد. { $shape }
puzzle__konkan__not = ليس { $number }. { $shape }
# opening: going down the first time (R5)
puzzle__opening__prompt__one =
    هل يستطيع هذا الورق أن ينزل لأول مرة؟ يحتاج إلى { $minimum ->
        [one] نقطة واحدة
       *[other] { $minimum } نقطة
    }، وإلى ورقة تبقى للرمي (R5.1, R3.5). إذا كان يستطيع، فأعطِ المجموعات التي تساوي أكثر؛ وإذا لم يكن، فأجب «لا».
    { $cards }
puzzle__opening__prompt__many =
    هل يستطيع هذا الورق أن ينزل لأول مرة؟ يحتاج إلى { $minimum ->
        [two] نقطتين
        [few] { $minimum } نقاط
       *[other] { $minimum } نقطة
    }، وإلى ورقة تبقى للرمي (R5.1, R3.5). إذا كان يستطيع، فأعطِ المجموعات التي تساوي أكثر؛ وإذا لم يكن، فأجب «لا».
    { $cards }
puzzle__opening__prompt__one__run =
    هل يستطيع هذا الورق أن ينزل لأول مرة؟ يحتاج إلى { $minimum ->
        [one] نقطة واحدة
       *[other] { $minimum } نقطة
    } مع سلسلة بين المجموعات، وإلى ورقة تبقى للرمي (R5.1, R5.2, R3.5). إذا كان يستطيع، فأعطِ المجموعات التي تساوي أكثر؛ وإذا لم يكن، فأجب «لا».
    { $cards }
puzzle__opening__prompt__many__run =
    هل يستطيع هذا الورق أن ينزل لأول مرة؟ يحتاج إلى { $minimum ->
        [two] نقطتين
        [few] { $minimum } نقاط
       *[other] { $minimum } نقطة
    } مع سلسلة بين المجموعات، وإلى ورقة تبقى للرمي (R5.1, R5.2, R3.5). إذا كان يستطيع، فأعطِ المجموعات التي تساوي أكثر؛ وإذا لم يكن، فأجب «لا».
    { $cards }
# the hint: runs first or not (R5.2); the ace 1 below the two or not; the standard 51 or a house rule
puzzle__opening__hint__run__ace_low = ابحث عن سلسلة أولًا (R5.2)، ثم عن أطقم؛ احسب الشب والبنت والشيخ 10، والآص { $ace } ({ $low } تحت الاثنين)، والجوكر مثل الورقة التي يكون بدلها، حتى تصل إلى { $minimum } (R5.1).
puzzle__opening__hint__run__ace_low__table = ابحث عن سلسلة أولًا (R5.2)، ثم عن أطقم؛ احسب الشب والبنت والشيخ 10، والآص { $ace } ({ $low } تحت الاثنين)، والجوكر مثل الورقة التي يكون بدلها، حتى تصل إلى { $minimum } (R5.1, R9).
puzzle__opening__hint__run__ace__table = ابحث عن سلسلة أولًا (R5.2)، ثم عن أطقم؛ احسب الشب والبنت والشيخ 10، والآص { $ace }، والجوكر مثل الورقة التي يكون بدلها، حتى تصل إلى { $minimum } (R5.1, R9).
puzzle__opening__hint__any__ace_low = ابحث عن سلاسل وأطقم؛ احسب الشب والبنت والشيخ 10، والآص { $ace } ({ $low } تحت الاثنين)، والجوكر مثل الورقة التي يكون بدلها، حتى تصل إلى { $minimum } (R5.1).
puzzle__opening__hint__any__ace_low__table = ابحث عن سلاسل وأطقم؛ احسب الشب والبنت والشيخ 10، والآص { $ace } ({ $low } تحت الاثنين)، والجوكر مثل الورقة التي يكون بدلها، حتى تصل إلى { $minimum } (R5.1, R9).
puzzle__opening__hint__any__ace__table = ابحث عن سلاسل وأطقم؛ احسب الشب والبنت والشيخ 10، والآص { $ace }، والجوكر مثل الورقة التي يكون بدلها، حتى تصل إلى { $minimum } (R5.1, R9).
puzzle__opening__table_needs = هذه الطاولة تحتاج إلى { $minimum } (R9).
puzzle__opening__picture = الورق
puzzle__opening__form__neither = أجب بالمجموعات التي تنزّلها، كل واحدة مجموعة أوراق من يدك مثل «7S 8S 9S»، أو «لا» إذا كان لا يمكن النزول بهذا الورق؛ و{ $said } ليس هذا ولا ذاك.
puzzle__opening__form__not_cards = أجب بالمجموعات التي تنزّلها، كل واحدة مجموعة أوراق من يدك مثل «7S 8S 9S»، أو «لا» إذا كان لا يمكن النزول بهذا الورق؛ و{ $said } فيه مجموعة ليست أوراقًا.
puzzle__opening__form__why = أجب بالمجموعات التي تنزّلها، كل واحدة مجموعة أوراق من يدك مثل «7S 8S 9S»، أو «لا» إذا كان لا يمكن النزول بهذا الورق. { $why }
puzzle__opening__right_cannot = صحيح، لا يستطيع. { $why }
puzzle__opening__missed = هذا الورق يستطيع النزول. { $why }
puzzle__opening__cannot = هذا الورق لا يستطيع النزول. { $why }
puzzle__opening__keeps_no_discard = حسبت كل الأوراق، { $total } نقطة، لكن الورقة التي تبقى للرمي لا تنزل: كل دور ينتهي بالرمي، فتبقى ورقة واحدة على الأقل في يدك (R3.5).
puzzle__opening__right = صحيح: { $total } نقطة، أكثر ما يستطيع هذا الورق أن ينزّل (R5.1).
puzzle__opening__not_best = تستطيع أن تنزل بهذا، { $total } نقطة، لكن الورق يستطيع أن ينزّل أكثر: { $why }
# take_discard: take the top discard, or draw from the stock (R3.3)
puzzle__take_discard__prompt =
    تأخذ الورقة عن الأرض، أم تسحب من كومة السحب؟
    { $rows }
puzzle__take_discard__row__down = أنت نازل من قبل.
puzzle__take_discard__row__not_down = لم تنزل بعد في هذه الجولة.
puzzle__take_discard__row__hand = ورقك: { $cards }.
puzzle__take_discard__row__top = الورقة التي فوق كومة الرمي: { $card }.
puzzle__take_discard__row__melds = مجموعاتك على الطاولة: { $melds }.
puzzle__take_discard__row__must_use = على هذه الطاولة، الورقة التي تأخذها عن الأرض يجب أن تدخل في مجموعة جديدة في الدور نفسه (R9).
puzzle__take_discard__hint = مسموح أن تأخذ الورقة عن الأرض فقط إذا نزّلت مجموعة جديدة في هذا الدور؛ وإذا لم تكن نزلت بعد، فهذا يعني أن تنزل في هذا الدور (R3.3, R5).
puzzle__take_discard__picture__hand = الورق اللي بإيدك
puzzle__take_discard__picture__top = الورقة على الأرض
puzzle__take_discard__form = أجب «خذ» (الورقة التي فوق كومة الرمي) أو «اسحب» (من كومة السحب)؛ و{ $said } ليس هذا ولا ذاك.
puzzle__take_discard__missed = سحبت، لكن الورقة على الأرض كانت الأفضل هنا. { $why }
puzzle__take_discard__unused__cannot_go_down = على هذه الطاولة، الورقة التي تأخذها عن الأرض يجب أن تدخل في مجموعة جديدة في الدور نفسه (R9)، وإذا وضعت { $card } في مجموعة فلا تستطيع أن تنزّل في هذا الدور ({ $why })؛ والنزول بدونها لا يعوّض ذلك، لذلك اسحب من كومة السحب بدلًا منها (R3.3).
puzzle__take_discard__unused__no_meld = على هذه الطاولة، الورقة التي تأخذها عن الأرض يجب أن تدخل في مجموعة جديدة في الدور نفسه (R9)، والورقة { $card } لا تصنع مجموعة جديدة مع ورقك؛ وتنزيل مجموعات بدونها لا يعوّض ذلك، لذلك اسحب من كومة السحب بدلًا منها (R3.3).
puzzle__take_discard__unused = على هذه الطاولة، الورقة التي تأخذها عن الأرض يجب أن تدخل في مجموعة جديدة في الدور نفسه (R9). { $why }
# the answers that say take, and those that say draw (one per line)
puzzle__take_discard__says__take =
    خُد
    خد
    خذ
    خود
    خُد الورقة
    خد الورقة
    خد الورقة عن الأرض
    خُد الورقة عن الأرض
    خذ الورقة
    خذ الورقة عن الأرض
    الأرض
    كومة الرمي
    نعم
    take
    take it
    take the discard
    discard
    pile
    discard pile
    yes
puzzle__take_discard__says__draw =
    اسحب
    سحب
    اسحب من كومة السحب
    كومة السحب
    لا
    draw
    stock
    draw from the stock
    no
# lay_off: which cards can be laid off (R6.1)
puzzle__lay_off__prompt =
    أيّ أوراقك تستطيع أن تركّبها على المجموعات على الطاولة (R6.1)؟
    { $rows }
puzzle__lay_off__row__hand = أنت نازل. ورقك: { $cards }.
puzzle__lay_off__row__table = على الطاولة:
puzzle__lay_off__row__yours = مجموعتك { $cards }
puzzle__lay_off__row__theirs = مجموعة { $name } { $cards }
puzzle__lay_off__picture__hand = الورق اللي بإيدك
puzzle__lay_off__picture__yours = مجموعتك
puzzle__lay_off__picture__theirs = مجموعة { $name }
puzzle__lay_off__hint = الورقة تُركّب على سلسلة عند أحد طرفيها إذا كانت من نوعها (والسلسلة لا تلفّ أبدًا من الشيخ إلى الاثنين)، أو على طقم من ثلاث أوراق إذا كانت من النوع الناقص فيه؛ والجوكر فقط على مجموعة ليس فيها جوكر (R6.1, R4.3).
puzzle__lay_off__hint__two_jokers = الورقة تُركّب على سلسلة عند أحد طرفيها إذا كانت من نوعها (والسلسلة لا تلفّ أبدًا من الشيخ إلى الاثنين)، أو على طقم من ثلاث أوراق إذا كانت من النوع الناقص فيه؛ والجوكر على مجموعة فيها جوكر واحد على الأكثر، ولا تكون الجوكرات أبدًا أكثر من الأوراق العادية (R6.1, R9).
# the melds a card goes on: "7♠ 8♠ 9♠ or Q♥ Q♦ Q♣"
puzzle__lay_off__melds__more = { $items } أو { $item }
puzzle__lay_off__goes = الورقة { $card } تُركّب على { $melds } (R6.1).
puzzle__lay_off__nowhere = الورقة { $card } لا تُركّب في أي مكان. { $why }
puzzle__lay_off__right = صحيح.
puzzle__lay_off__form = أجب بالأوراق التي في يدك ويمكن تركيبها، مثل «7S 9H»، أو «ولا واحدة»؛ و{ $said } ليس كذلك.
puzzle__lay_off__form__not_held = أجب بالأوراق التي في يدك ويمكن تركيبها، مثل «7S 9H»، أو «ولا واحدة»؛ والورقة { $card } ليست في يدك.
puzzle__lay_off__cannot = الورقة { $card } لا يمكن تركيبها. { $why }
puzzle__lay_off__missed = فاتتك الورقة { $card }: تُركّب على { $melds } (R6.1).
# the answers that say none (one per line)
puzzle__lay_off__says__none =
    ولا وحدة
    لا شيء
    ولا شي
    ولا واحدة
    ولا واحدة منها
    لا
    none
    no
    nothing
# score: what each player scores in a round (R8)
puzzle__score__prompt =
    ما نتيجة كل لاعب في هذه الجولة، بترتيب المقاعد؟
    { $rows }
puzzle__score__row__out = { $name } خلّص ورقه.
puzzle__score__row__hand = { $name } خلّص ورقه بهاند (نزّل كل الأوراق في دور واحد، R8.2).
puzzle__score__row__konkan = { $name } خلّص ورقه بكونكان (سلسلة من عشر وطقم من أربع، أو سلسلة من إحدى عشرة وطقم من ثلاث، نزّلها مرة واحدة، R8.5).
puzzle__score__row__declared = { $name } كان قد أعلنه في هذه الجولة الأخيرة، فيربح اللعبة كلها أيضًا (R8.6)؛ والجولة تُحسب كالعادة.
puzzle__score__row__not_declared = { $name } لم يكن قد أعلنه (R8.6).
puzzle__score__row__down = { $name } نازل، وفي يده { $cards }.
puzzle__score__row__never_down = { $name } لم ينزل أبدًا، وفي يده { $cards }.
puzzle__score__row__partners = الشريكان يجلسان متقابلين: { $first } مع { $third }، و{ $second } مع { $fourth } (R8.4).
puzzle__score__row__going_out = على هذه الطاولة، من يخلّص ورقه نتيجته { $score } (R9).
puzzle__score__hint = من يخلّص ورقه نتيجته { $score } ({ $rule })؛ والباقون يعدّون ورقهم (R8.3)، أو عليهم 100 إذا لم ينزلوا أبدًا؛ والهاند يضاعف نقاطهم (R8.2).
puzzle__score__hint__partners = من يخلّص ورقه نتيجته { $score } ({ $rule })؛ والباقون يعدّون ورقهم (R8.3)، أو عليهم 100 إذا لم ينزلوا أبدًا (في الشراكة، شريك من يخلّص ورقه نتيجته 0، R8.4)؛ والهاند يضاعف نقاطهم (R8.2).
puzzle__score__hint__konkan = من يخلّص ورقه نتيجته { $score } ({ $rule })؛ والباقون يعدّون ورقهم (R8.3)، أو عليهم 100 إذا لم ينزلوا أبدًا؛ والهاند يضاعف نقاطهم (R8.2)؛ وبعد الكونكان يكون على كل خصم 200 مقطوعة بدلًا من ذلك (R8.5).
puzzle__score__hint__partners__konkan = من يخلّص ورقه نتيجته { $score } ({ $rule })؛ والباقون يعدّون ورقهم (R8.3)، أو عليهم 100 إذا لم ينزلوا أبدًا (في الشراكة، شريك من يخلّص ورقه نتيجته 0، R8.4)؛ والهاند يضاعف نقاطهم (R8.2)؛ وبعد الكونكان يكون على كل خصم 200 مقطوعة بدلًا من ذلك (R8.5).
puzzle__score__picture__down = { $name } (نازل)
puzzle__score__picture__never_down = { $name } (لم ينزل أبدًا)
puzzle__score__form__not_that = أجب بـ{ $count ->
        [two] عددين صحيحين
        [few] { $count } أعداد صحيحة
        [many] { $count } عددًا صحيحًا
       *[other] { $count } عدد صحيح
    }، عدد لكل لاعب بترتيب المقاعد ({ $names })، مثل «{ $example }»؛ و{ $said } ليس كذلك.
puzzle__score__form__count = أجب بـ{ $count ->
        [two] عددين صحيحين
        [few] { $count } أعداد صحيحة
        [many] { $count } عددًا صحيحًا
       *[other] { $count } عدد صحيح
    }، عدد لكل لاعب بترتيب المقاعد ({ $names })، مثل «{ $example }»؛ وأنت كتبت { $given }.
puzzle__score__form__not_number = أجب بـ{ $count ->
        [two] عددين صحيحين
        [few] { $count } أعداد صحيحة
        [many] { $count } عددًا صحيحًا
       *[other] { $count } عدد صحيح
    }، عدد لكل لاعب بترتيب المقاعد ({ $names })، مثل «{ $example }»؛ و{ $said } لـ{ $name } ليس عددًا صحيحًا.
puzzle__score__right = صحيح: { $scores }.
puzzle__score__seat_score = { $name } { $score }
puzzle__score__not = ليس { $number } لـ{ $name }: { $why }
# the slips in scoring the one who went out (R8.1, R8.2, R8.5)
puzzle__score__slip__out_sign__out = أعطيت { $name } { $said }، لكن من يخلّص ورقه نتيجته هنا { $score }: بالناقص، أي تُطرح نقاط من مجموع { $name }، والمجموع الصغير جيد ({ $rule }).
puzzle__score__slip__out_sign__hand = أعطيت { $name } { $said }، لكن من يخلّص ورقه بهاند نتيجته هنا { $score }: بالناقص، أي تُطرح نقاط من مجموع { $name }، والمجموع الصغير جيد ({ $rule }).
puzzle__score__slip__out_sign__konkan = أعطيت { $name } { $said }، لكن من يخلّص ورقه بكونكان نتيجته هنا { $score }: بالناقص، أي تُطرح نقاط من مجموع { $name }، والمجموع الصغير جيد ({ $rule }).
puzzle__score__slip__out_zero__out = أعطيت { $name } 0، لكن من يخلّص ورقه نتيجته هنا { $score } ({ $rule }).
puzzle__score__slip__out_zero__hand = أعطيت { $name } 0، لكن من يخلّص ورقه بهاند نتيجته هنا { $score } ({ $rule }).
puzzle__score__slip__out_zero__konkan = أعطيت { $name } 0، لكن من يخلّص ورقه بكونكان نتيجته هنا { $score } ({ $rule }).
puzzle__score__slip__hand_finisher_single = أعطيت { $name } { $said }، لكن من يخلّص ورقه بهاند نتيجته ضعف ذلك، { $score } (R8.2).
puzzle__score__slip__konkan_finisher_single = أعطيت { $name } { $said }، لكن من يخلّص ورقه بكونكان نتيجته مثل الهاند، ضعف ذلك: { $score } (R8.5).
puzzle__score__slip__out_doubled = أعطيت { $name } { $said }، لكن هذه نتيجة من يخلّص ورقه بهاند (R8.2)؛ وهذا التخليص لم يكن هاند، فنتيجة { $name } هي { $score } (R8.1).
puzzle__score__slip__finisher_doubled__hand = ضاعفت نتيجة { $name } من { $score } إلى { $said }، لكن المضاعفة هي لنقاط اللاعبين الآخرين: من يخلّص ورقه بهاند (R8.2) نتيجته { $score }، لا أكثر.
puzzle__score__slip__finisher_doubled__konkan = ضاعفت نتيجة { $name } من { $score } إلى { $said }، لكن المضاعفة هي لنقاط اللاعبين الآخرين: من يخلّص ورقه بكونكان (R8.5) نتيجته { $score }، لا أكثر.
# the slips in scoring the others (R8.2 to R8.5)
puzzle__score__slip__partner_charged = حمّلت { $name } { $said }، لكن { $name } شريك من خلّص ورقه، فنتيجته 0 (R8.4).
puzzle__score__slip__konkan_counted = { $name }: عددت الأوراق كما بعد تخليص عادي، { $said }، لكن الكونكان يجعل على كل خصم { $score } مقطوعة، مهما كان في يده (R8.5).
puzzle__score__slip__konkan_as_hand = { $name }: حسبت كما بعد هاند، { $said }، لكن الكونكان يجعل على كل خصم { $score } مقطوعة، مهما كان في يده (R8.5).
puzzle__score__slip__hand_not_doubled = { $name }: لم تضاعف، لكن مع الهاند تتضاعف نقاط كل لاعب آخر (R8.2)، فتصير { $said } هي { $score }.
puzzle__score__slip__doubled_without_hand = { $name }: ضاعفت، لكن الهاند وحده يضاعف نقاط الآخرين (R8.2)، وهذا التخليص لم يكن هاند، فنتيجة { $name } هي { $score }.
puzzle__score__slip__never_down_counted = { $name }: عددت الأوراق، لكن { $name } لم ينزل أبدًا في هذه الجولة، فعليه { $penalty } بدلًا من ذلك، مهما كانت أوراقه (R8.3).
puzzle__score__slip__never_down_counted__doubled = { $name }: عددت الأوراق، لكن { $name } لم ينزل أبدًا في هذه الجولة، فعليه { $penalty } بدلًا من ذلك، مهما كانت أوراقه (R8.3)، والهاند يضاعفها إلى { $score } (R8.2).

## review: The coach's review (konkan.play.review): what each class of decision is called, why a decision cost points, and the round in a sentence. Every loss is "about" a number: it is an average over the games the computer played on from that moment.

# the classes of decisions, from the best
review__class__best = أفضل حركة
review__class__good = حركة جيدة
review__class__slip = غلطة صغيرة
review__class__mistake = غلطة
review__class__blunder = غلطة كبيرة
# the draw
review__take__go_down = الورقة { $card } على الأرض كانت تسمح لك بالنزول بـ{ $melds }، بمجموع { $total } نقطة. أخذها كان أفضل من السحب من كومة السحب بحوالي { $loss ->
        [one] نقطة واحدة
        [two] نقطتين
        [few] { $loss } نقاط
       *[other] { $loss } نقطة
    } (R3.3, R5.1).
review__take__meld = الورقة { $card } على الأرض كانت تشكّل مع ورقك المجموعة { $meld }. أخذها كان أفضل من السحب من كومة السحب بحوالي { $loss ->
        [one] نقطة واحدة
        [two] نقطتين
        [few] { $loss } نقاط
       *[other] { $loss } نقطة
    } (R3.3).
review__take__better = أخذ { $card } عن الأرض كان أفضل من السحب من كومة السحب بحوالي { $loss ->
        [one] نقطة واحدة
        [two] نقطتين
        [few] { $loss } نقاط
       *[other] { $loss } نقطة
    } (R3.3).
review__draw__better = السحب من كومة السحب كان أفضل من أخذ { $card } عن الأرض بحوالي { $loss ->
        [one] نقطة واحدة
        [two] نقطتين
        [few] { $loss } نقاط
       *[other] { $loss } نقطة
    } (R3.3).
review__declare__not = عدم إعلان كونكان كان أفضل هنا بحوالي { $loss ->
        [one] نقطة واحدة
        [two] نقطتين
        [few] { $loss } نقاط
       *[other] { $loss } نقطة
    } (R8.6).
review__declare__better = إعلان كونكان كان أفضل هنا بحوالي { $loss ->
        [one] نقطة واحدة
        [two] نقطتين
        [few] { $loss } نقاط
       *[other] { $loss } نقطة
    } (R8.6).
# melds
review__meld__joker_early = نزّلت { $melds } واستعملت الجوكر. الاحتفاظ به من أجل هاند، أي تنزيل كل ورقك في دور واحد، كان أفضل هنا بحوالي { $loss ->
        [one] نقطة واحدة
        [two] نقطتين
        [few] { $loss } نقاط
       *[other] { $loss } نقطة
    } (R8.2).
review__go_down__early__joker = نزّلت { $melds } واستعملت الجوكر. الاحتفاظ به والانتظار كان أفضل هنا بحوالي { $loss ->
        [one] نقطة واحدة
        [two] نقطتين
        [few] { $loss } نقاط
       *[other] { $loss } نقطة
    }: { $count ->
        [one] ورقة واحدة لم ترها بعد
        [two] ورقتان مختلفتان لم ترهما بعد
        [few] { $count } أوراق مختلفة لم ترها بعد
       *[other] { $count } ورقة مختلفة لم ترها بعد
    }، مثل { $card }، كانت ستسمح لك بتنزيل كل ورقك في دور واحد في المرة القادمة. هذا اسمه هاند: نقاطه لك مضاعفة، ونقاط الآخرين مضاعفة أيضًا (R5.4, R8.2).
review__meld__early = نزّلت { $melds } مبكرًا جدًا. الانتظار لتنزيل كل ورقك في دور واحد، أي هاند، كان أفضل هنا بحوالي { $loss ->
        [one] نقطة واحدة
        [two] نقطتين
        [few] { $loss } نقاط
       *[other] { $loss } نقطة
    } (R8.2).
review__meld__hold = الاحتفاظ بـ{ $melds } في يدك وقتًا أطول قليلًا كان أفضل هنا بحوالي { $loss ->
        [one] نقطة واحدة
        [two] نقطتين
        [few] { $loss } نقاط
       *[other] { $loss } نقطة
    } (R3.4).
review__go_down__missed = النزول بـ{ $melds } كان أفضل من الانتظار بحوالي { $loss ->
        [one] نقطة واحدة
        [two] نقطتين
        [few] { $loss } نقاط
       *[other] { $loss } نقطة
    } (R5.1).
review__go_down__missed__joker = النزول بـ{ $melds } كان أفضل من الاحتفاظ بالجوكر من أجل هاند بحوالي { $loss ->
        [one] نقطة واحدة
        [two] نقطتين
        [few] { $loss } نقاط
       *[other] { $loss } نقطة
    } (R5.1, R8.2).
review__meld__other = تنزيل { $melds } بدلًا من ذلك كان أفضل هنا بحوالي { $loss ->
        [one] نقطة واحدة
        [two] نقطتين
        [few] { $loss } نقاط
       *[other] { $loss } نقطة
    } (R3.4).
review__meld__missed = تنزيل { $melds } قبل أن ترمي ورقتك كان أفضل هنا بحوالي { $loss ->
        [one] نقطة واحدة
        [two] نقطتين
        [few] { $loss } نقاط
       *[other] { $loss } نقطة
    } (R3.4).
review__lay_off__missed = تركيب { $cards } على { $meld } كان أفضل هنا بحوالي { $loss ->
        [one] نقطة واحدة
        [two] نقطتين
        [few] { $loss } نقاط
       *[other] { $loss } نقطة
    } (R6.1).
review__swap__missed = تبديل الجوكر في { $meld } بـ{ $cards } كان أفضل هنا بحوالي { $loss ->
        [one] نقطة واحدة
        [two] نقطتين
        [few] { $loss } نقاط
       *[other] { $loss } نقطة
    } (R6.2).
# the discard
review__discard__feeds = رميت { $card } فاستفاد منها { $name }، لأنه أخذ { $known } عن الأرض من قبل ويستطيع أن يشكّل بها مجموعة. رمي { $better } كان أأمن، وأفضل بحوالي { $loss ->
        [one] نقطة واحدة
        [two] نقطتين
        [few] { $loss } نقاط
       *[other] { $loss } نقطة
    } (R3.3).
review__discard__lays_off = { $name } نزّل ويستطيع أن يركّب { $card } على مجموعة على الطاولة. رمي { $better } كان أفضل بحوالي { $loss ->
        [one] نقطة واحدة
        [two] نقطتين
        [few] { $loss } نقاط
       *[other] { $loss } نقطة
    } (R6.1).
review__discard__better = رمي { $better } بدلًا من { $card } كان أفضل هنا بحوالي { $loss ->
        [one] نقطة واحدة
        [two] نقطتين
        [few] { $loss } نقاط
       *[other] { $loss } نقطة
    } (R3.5).
review__better = حركة أخرى كانت أفضل هنا بحوالي { $loss ->
        [one] نقطة واحدة
        [two] نقطتين
        [few] { $loss } نقاط
       *[other] { $loss } نقطة
    } (R3).
# What was wrong with the card thrown, said before what was better (only what the hints establish).
review__discard__in_meld = الورقة { $card } كانت جزءًا من المجموعة { $meld } في يدك، أما { $better } فلم تكن في أي مجموعة (R4.1, R4.2).
review__discard__breaks = الورقة { $card } كانت قد تصنع مع { $cards } في يدك مجموعة، أما { $better } فلا تناسب أي ورقة من ورقك (R4.1, R4.2).
review__discard__own_lay_off = كنت قد نزّلت، فكان بإمكانك أن تركّب { $card } على { $meld } على الطاولة بدل أن ترميها على الأرض (R6.1).
review__discard__kept_high = رميت { $card }، وقيمتها { $value ->
        [one] نقطة واحدة
        [two] نقطتان
        [few] { $value } نقاط
       *[other] { $value } نقطة
    }، واحتفظت بـ{ $better }، التي لا تناسب أي ورقة من ورقك وتُحسب عليك { $kept ->
        [one] نقطة واحدة
        [two] نقطتان
        [few] { $kept } نقاط
       *[other] { $kept } نقطة
    } إذا خلّص أحد ورقه (R8.3).
# The same sentences about another seat, by its name (a computer's review asked for at the table);
# {next} is the player after it.
review__take__go_down__other = الورقة { $card } على الأرض كانت تسمح لـ{ $name } بالنزول بـ{ $melds }، بمجموع { $total } نقطة. أخذها كان أفضل من السحب من كومة السحب بحوالي { $loss ->
        [one] نقطة واحدة
        [two] نقطتين
        [few] { $loss } نقاط
       *[other] { $loss } نقطة
    } (R3.3, R5.1).
review__take__meld__other = الورقة { $card } على الأرض كانت تشكّل مع ورق { $name } المجموعة { $meld }. أخذها كان أفضل من السحب من كومة السحب بحوالي { $loss ->
        [one] نقطة واحدة
        [two] نقطتين
        [few] { $loss } نقاط
       *[other] { $loss } نقطة
    } (R3.3).
review__take__better__other = { $name } سحب من كومة السحب. أخذ { $card } عن الأرض كان أفضل بحوالي { $loss ->
        [one] نقطة واحدة
        [two] نقطتين
        [few] { $loss } نقاط
       *[other] { $loss } نقطة
    } (R3.3).
review__draw__better__other = { $name } أخذ { $card } عن الأرض. السحب من كومة السحب كان أفضل بحوالي { $loss ->
        [one] نقطة واحدة
        [two] نقطتين
        [few] { $loss } نقاط
       *[other] { $loss } نقطة
    } (R3.3).
review__declare__not__other = { $name } أعلن كونكان. عدم الإعلان كان أفضل هنا بحوالي { $loss ->
        [one] نقطة واحدة
        [two] نقطتين
        [few] { $loss } نقاط
       *[other] { $loss } نقطة
    } (R8.6).
review__declare__better__other = بالنسبة لـ{ $name }، إعلان كونكان كان أفضل هنا بحوالي { $loss ->
        [one] نقطة واحدة
        [two] نقطتين
        [few] { $loss } نقاط
       *[other] { $loss } نقطة
    } (R8.6).
review__meld__joker_early__other = { $name } نزّل { $melds } واستعمل الجوكر. الاحتفاظ به من أجل هاند، أي تنزيل كل الورق في دور واحد، كان أفضل هنا بحوالي { $loss ->
        [one] نقطة واحدة
        [two] نقطتين
        [few] { $loss } نقاط
       *[other] { $loss } نقطة
    } (R8.2).
review__go_down__early__joker__other = { $name } نزّل { $melds } واستعمل الجوكر. الاحتفاظ به والانتظار كان أفضل هنا بحوالي { $loss ->
        [one] نقطة واحدة
        [two] نقطتين
        [few] { $loss } نقاط
       *[other] { $loss } نقطة
    }: { $count ->
        [one] ورقة واحدة لم يرها { $name } بعد
        [two] ورقتان مختلفتان لم يرهما { $name } بعد
        [few] { $count } أوراق مختلفة لم يرها { $name } بعد
       *[other] { $count } ورقة مختلفة لم يرها { $name } بعد
    }، مثل { $card }، كانت ستسمح لـ{ $name } بتنزيل كل الورق في دور واحد في المرة القادمة. هذا اسمه هاند: نقاطه لـ{ $name } مضاعفة، ونقاط الآخرين مضاعفة أيضًا (R5.4, R8.2).
review__meld__early__other = { $name } نزّل { $melds } مبكرًا جدًا. الانتظار لتنزيل كل الورق في دور واحد، أي هاند، كان أفضل هنا بحوالي { $loss ->
        [one] نقطة واحدة
        [two] نقطتين
        [few] { $loss } نقاط
       *[other] { $loss } نقطة
    } (R8.2).
review__meld__hold__other = بالنسبة لـ{ $name }، الاحتفاظ بـ{ $melds } في اليد وقتًا أطول قليلًا كان أفضل هنا بحوالي { $loss ->
        [one] نقطة واحدة
        [two] نقطتين
        [few] { $loss } نقاط
       *[other] { $loss } نقطة
    } (R3.4).
review__go_down__missed__other = بالنسبة لـ{ $name }، النزول بـ{ $melds } كان أفضل من الانتظار بحوالي { $loss ->
        [one] نقطة واحدة
        [two] نقطتين
        [few] { $loss } نقاط
       *[other] { $loss } نقطة
    } (R5.1).
review__go_down__missed__joker__other = بالنسبة لـ{ $name }، النزول بـ{ $melds } كان أفضل من الاحتفاظ بالجوكر من أجل هاند بحوالي { $loss ->
        [one] نقطة واحدة
        [two] نقطتين
        [few] { $loss } نقاط
       *[other] { $loss } نقطة
    } (R5.1, R8.2).
review__meld__other__other = بالنسبة لـ{ $name }، تنزيل { $melds } بدلًا من ذلك كان أفضل هنا بحوالي { $loss ->
        [one] نقطة واحدة
        [two] نقطتين
        [few] { $loss } نقاط
       *[other] { $loss } نقطة
    } (R3.4).
review__meld__missed__other = بالنسبة لـ{ $name }، تنزيل { $melds } قبل رمي الورقة كان أفضل هنا بحوالي { $loss ->
        [one] نقطة واحدة
        [two] نقطتين
        [few] { $loss } نقاط
       *[other] { $loss } نقطة
    } (R3.4).
review__lay_off__missed__other = بالنسبة لـ{ $name }، تركيب { $cards } على { $meld } كان أفضل هنا بحوالي { $loss ->
        [one] نقطة واحدة
        [two] نقطتين
        [few] { $loss } نقاط
       *[other] { $loss } نقطة
    } (R6.1).
review__swap__missed__other = بالنسبة لـ{ $name }، تبديل الجوكر في { $meld } بـ{ $cards } كان أفضل هنا بحوالي { $loss ->
        [one] نقطة واحدة
        [two] نقطتين
        [few] { $loss } نقاط
       *[other] { $loss } نقطة
    } (R6.2).
review__discard__feeds__other = { $name } رمى { $card } فاستفاد منها { $next }، لأنه أخذ { $known } عن الأرض من قبل ويستطيع أن يشكّل بها مجموعة. رمي { $better } كان أأمن، وأفضل بحوالي { $loss ->
        [one] نقطة واحدة
        [two] نقطتين
        [few] { $loss } نقاط
       *[other] { $loss } نقطة
    } (R3.3).
review__discard__lays_off__other = { $name } رمى { $card }، و{ $next } نزّل ويستطيع أن يركّبها على مجموعة على الطاولة. رمي { $better } كان أفضل بحوالي { $loss ->
        [one] نقطة واحدة
        [two] نقطتين
        [few] { $loss } نقاط
       *[other] { $loss } نقطة
    } (R6.1).
review__discard__better__other = بالنسبة لـ{ $name }، رمي { $better } بدلًا من { $card } كان أفضل هنا بحوالي { $loss ->
        [one] نقطة واحدة
        [two] نقطتين
        [few] { $loss } نقاط
       *[other] { $loss } نقطة
    } (R3.5).
review__better__other = بالنسبة لـ{ $name }، حركة أخرى كانت أفضل هنا بحوالي { $loss ->
        [one] نقطة واحدة
        [two] نقطتين
        [few] { $loss } نقاط
       *[other] { $loss } نقطة
    } (R3).
review__discard__in_meld__other = { $name } رمى { $card }، وكانت جزءًا من المجموعة { $meld } في يد { $name }؛ أما { $better } فلم تكن في أي مجموعة (R4.1, R4.2).
review__discard__breaks__other = { $name } رمى { $card }، وكانت قد تصنع مع { $cards } في يد { $name } مجموعة؛ أما { $better } فلا تناسب أي ورقة من ورق { $name } (R4.1, R4.2).
review__discard__own_lay_off__other = { $name } كان قد نزّل، فكان بإمكانه أن يركّب { $card } على { $meld } على الطاولة بدل أن يرميها على الأرض (R6.1).
review__discard__kept_high__other = { $name } رمى { $card }، وقيمتها { $value ->
        [one] نقطة واحدة
        [two] نقطتان
        [few] { $value } نقاط
       *[other] { $value } نقطة
    }، واحتفظ بـ{ $better }، التي لا تناسب أي ورقة من ورق { $name } وتُحسب على { $name } { $kept ->
        [one] نقطة واحدة
        [two] نقطتان
        [few] { $kept } نقاط
       *[other] { $kept } نقطة
    } إذا خلّص أحد ورقه (R8.3).
# the round
review__verdict__cards = خسرت هذه الجولة بسبب الورق، لا بسبب لعبك. الأوراق التي سحبتها كانت قيمتها أقل من السحب العادي بحوالي { $luck ->
        [one] نقطة واحدة
        [two] نقطتين
        [few] { $luck } نقاط
       *[other] { $luck } نقطة
    }، وخياراتك كلّفتك { $lost ->
        [zero] تقريبًا لا شيء
        [one] حوالي نقطة واحدة
        [two] حوالي نقطتين
        [few] حوالي { $lost } نقاط
       *[other] حوالي { $lost } نقطة
    } (R8.3).
review__verdict__play__one = خيار واحد من خياراتك كلّف نقاطًا في هذه الجولة: حوالي { $lost ->
        [one] نقطة واحدة
        [two] نقطتين
        [few] { $lost } نقاط
       *[other] { $lost } نقطة
    }.
review__verdict__play = { $count } من خياراتك كلّفت نقاطًا في هذه الجولة، حوالي { $lost ->
        [one] نقطة واحدة
        [two] نقطتين
        [few] { $lost } نقاط
       *[other] { $lost } نقطة
    } في المجموع.
review__verdict__clean = لم تجد المراجعة أي خيار من خياراتك كلّف نقاطًا بشكل واضح في هذه الجولة.
# The same, about another seat (a computer's review asked for at the table).
review__verdict__cards__other = { $name } خسر هذه الجولة بسبب الورق، لا بسبب لعبه. الأوراق التي سحبها { $name } كانت قيمتها أقل من السحب العادي بحوالي { $luck ->
        [one] نقطة واحدة
        [two] نقطتين
        [few] { $luck } نقاط
       *[other] { $luck } نقطة
    }، وخياراته كلّفته { $lost ->
        [zero] تقريبًا لا شيء
        [one] حوالي نقطة واحدة
        [two] حوالي نقطتين
        [few] حوالي { $lost } نقاط
       *[other] حوالي { $lost } نقطة
    } (R8.3).
review__verdict__play__one__other = خيار واحد من خيارات { $name } كلّف نقاطًا في هذه الجولة: حوالي { $lost ->
        [one] نقطة واحدة
        [two] نقطتين
        [few] { $lost } نقاط
       *[other] { $lost } نقطة
    }.
review__verdict__play__other = { $count } من خيارات { $name } كلّفت نقاطًا في هذه الجولة، حوالي { $lost ->
        [one] نقطة واحدة
        [two] نقطتين
        [few] { $lost } نقاط
       *[other] { $lost } نقطة
    } في المجموع.
review__verdict__clean__other = لم تجد المراجعة أي خيار من خيارات { $name } كلّف نقاطًا بشكل واضح في هذه الجولة.
# learn from your mistakes (konkan.teaching.mistakes)
retry__question = ماذا كنت ستفعل هنا؟ أنت { $name }، والدور عليك.
retry__right__best = نعم! هذه أفضل حركة هنا.
retry__right__close = نعم! هذه أيضًا حركة جيدة هنا: تقريبًا بجودة أفضل حركة.
retry__again = ليست هذه: إنها تكلّفك هنا حوالي { $loss ->
        [one] نقطة واحدة
        [two] نقطتين
        [few] { $loss } نقاط
       *[other] { $loss } نقطة
    }. انظر مرة أخرى وجرّب حركة أخرى.
retry__answer__draw = الحركة الأفضل هنا كانت السحب من كومة السحب.
retry__answer__take = الحركة الأفضل هنا كانت أخذ { $card } عن الأرض.
retry__answer__take_top = الحركة الأفضل هنا كانت أخذ الورقة التي على رأس كومة الرمي.
retry__answer__discard = الحركة الأفضل هنا كانت رمي { $card }.
retry__answer__meld = الحركة الأفضل هنا كانت تنزيل { $melds }.
retry__answer__lay_off = الحركة الأفضل هنا كانت تركيب { $cards } على المجموعة { $meld } على الطاولة.
retry__answer__swap = الحركة الأفضل هنا كانت تبديل الجوكر في المجموعة { $meld } بـ{ $cards }.
retry__answer__konkan = الحركة الأفضل هنا كانت إعلان كونكان.
retry__answer__other = كانت هناك حركة أخرى أفضل هنا.
learner__mistakes__unreadable__moved = تعذّرت قراءة ملف غلطاتك، فوُضع جانبًا باسم { $name }، ولحظاتك المحفوظة تبدأ من جديد.
learner__mistakes__unreadable__left = تعذّرت قراءة ملف غلطاتك، فتُرك كما هو، ولحظاتك المحفوظة تبدأ من جديد.
learner__mistakes__not_read = تعذّرت قراءة ملف غلطاتك { $path } ({ $error })؛ لحظاتك المحفوظة تبقى في هذه الجلسة فقط.
learner__mistakes__not_moved = تعذّر نقل ملف غلطاتك { $path } جانبًا ({ $error }).
learner__mistakes__not_saved = تعذّرت كتابة لحظاتك المحفوظة في { $path } ({ $error })؛ ستبقى في هذه الجلسة فقط.
# errors
error__retry__decision = إعادة المحاولة تحتاج إلى قرار تمت مراجعته، لكن المُعطى { $value }
error__retry__move = الحركة التي تُجرَّب يجب أن تكون Action، لكن المُعطى { $value }
error__retry__review = حفظ الغلطات يحتاج إلى مراجعة جولة، لكن المُعطى { $value }
error__retry__unknown = لا توجد لحظة محفوظة اسمها { $value }
error__review__round = المراجعة تحتاج إلى Round، لكن المُعطى { $value }
error__review__move = الحركة التي تُقيَّم يجب أن تكون Action، لكن المُعطى { $value }
error__review__replay = حركات الجولة لا تُعاد من توزيعها (الحركة { $index }، { $action }): أعطِ بداية الجولة بـ start=...، كما في جولة مُعدّة مسبقًا
error__review__format = هذه ليست مراجعة محفوظة، المُعطى { $value }
error__review__damaged = هذه المراجعة المحفوظة تالفة، { $error }

## rulebook: The rule book's words (konkan/rulebook.py): each rule's title and text, R1 to R9, the house rules' options (what each decides, its default and its alternative), the lines that describe a table's rules, and the page's title and introduction. These texts are the one rule text the project cites: docs/rules.md is generated from them, and every verdict, test and lesson cites their numbers. A change of fact here changes the game, so the engine, its tests and the lessons must change with it.

# the page
rule__book__title = كونكان: كتاب القواعد
rule__book__intro = هذه هي اللعبة التي يلعبها محرّك konkan، مشروحة للمتعلّم. القواعد مقسّمة إلى تسعة أقسام، من R1 إلى R9، والرقم الذي فيه نقطة هو بند داخل قسم: R4.1 هو البند الأول من R4، وهو عن السلاسل. كل حكم يصدره المحرّك يذكر رقمًا من هذه الصفحة: عندما يقبل حركة أو يرفضها، أو عندما يشرحها تلميح، يقول لك الرقم الذي بين القوسين أي قاعدة هي التي حكمت، لتبحث عنها هنا. القواعد من R1 إلى R8 هي اللعبة الأساسية؛ وR9 يسرد قواعد الطاولة التي يمكن لطاولة أن تختارها بدلًا منها.
# a rule chip beside a sentence citing the rule: its number, title and first sentence
rule__chip = { $number } { $title }: { $text }.
# R1 Players, cards and seats
rule__R1__title = اللاعبون والورق والمقاعد
rule__R1__text = مَن يلعب، وبأي ورق، وبأي ترتيب.
rule__R1__1__title = اللاعبون
rule__R1__1__text = يمكن أن يلعب من اثنين إلى خمسة أشخاص، كل واحد لنفسه. ويمكن لأربعة لاعبين بدلًا من ذلك أن يلعبوا فريقين من اثنين، ويجلس الشريكان متقابلين: اللاعبان الأول والثالث في ترتيب الدور فريق، والثاني والرابع الفريق الآخر (الجنوب والشمال ضد الشرق والغرب).
rule__R1__2__title = الورق
rule__R1__2__text = شدّة اللعبة مكوّنة من شدّتين كاملتين، في كل منهما 52 ورقة، ومعهما جوكران، أي 106 ورقات في المجموع. ولأنها شدّتان، فلكل ورقة توأم مطابق لها، والجوكر أيضًا (فهناك مثلًا ورقتا سبعة بستوني)، لكن التوأمين يبقيان ورقتين منفصلتين: المحرّك يتتبّع كل واحدة منهما، ولا يُسقط ورقة ولا يضيف ورقة أبدًا.
rule__R1__3__title = المقاعد وترتيب الدور
rule__R1__3__text = يدور اللعب حول الطاولة عكس عقارب الساعة: بعد أن تلعب، يأتي الدور على اللاعب الجالس على يمينك، وبعد آخر لاعب يعود الدور إلى الأول. والمقاعد تُعدّ بهذا الترتيب.
# R2 The deal
rule__R2__title = التوزيع
rule__R2__text = كيف يُوزَّع الورق، ومَن يوزّع في كل جولة.
rule__R2__1__title = التوزيع
rule__R2__1__text = البادئ هو اللاعب الجالس على يمين الموزّع، أي المقعد التالي في ترتيب الدور. كل لاعب يأخذ 14 ورقة، إلا البادئ فيأخذ 15. والورق الباقي هو كومة السحب، ويبقى مقلوبًا على وجهه، وكومة الرمي تبدأ فارغة.
rule__R2__2__title = مَن يوزّع
rule__R2__2__text = في الجولة الأولى يوزّع آخر لاعب في ترتيب الدور، فيبدأ اللاعب الأول. وفي كل جولة بعدها يكون الموزّع هو مَن كان البادئ في الجولة السابقة، فينتقل التوزيع مقعدًا واحدًا إلى اليمين في كل مرة.
rule__R2__3__title = إعادة توزيع الجولة الملغاة
rule__R2__3__text = إذا صارت الجولة ملغاة (R7.3)، يخلط الموزّع نفسه الورق من جديد ويوزّع مرة أخرى. ويبقى للتوزيع الجديد رقم الجولة نفسه، والتوزيع الملغى لا يعطي أحدًا أي نقاط.
# R3 A turn
rule__R3__title = الدور
rule__R3__text = ما يفعله اللاعب في دوره، بالترتيب: ربما إعلان، ثم سحب، ثم تنزيل مجموعات وحركات أخرى، وفي الآخر رمي.
rule__R3__1__title = إعلان الكونكان يأتي أولًا
rule__R3__1__text = في الجولة الأخيرة، وفيها وحدها، يمكن للاعب أن يفتتح دوره بإعلان كونكان. ويجب أن يأتي الإعلان قبل كل حركة أخرى في ذلك الدور (انظر R8.6).
rule__R3__2__title = الدور الأول للبادئ
rule__R3__2__text = في دوره الأول لا يسحب البادئ ورقة؛ بل ينتقل مباشرة إلى تنزيل المجموعات والحركات الأخرى في R3.4.
rule__R3__3__title = السحب
rule__R3__3__text = كل دور آخر يبدأ بسحبة واحدة بالضبط، وهي من نوعين. فإما أن يأخذ اللاعب الورقة العليا من كومة السحب، وإما أن يأخذ الورقة العليا من كومة الرمي (الورقة التي على الأرض). وأخذ الورقة عن الأرض مسموح فقط إذا نزّل اللاعب بعده مجموعة جديدة أو أكثر قبل أن ينتهي دوره؛ وقد تحتوي تلك المجموعة الورقة المأخوذة وقد لا تحتويها. لذلك فاللاعب الذي لم ينزل بعد يجب أن ينزّل في الدور نفسه (R5). وما دام اللاعب لم يفعل شيئًا آخر، يسمح له المحرّك أن يغيّر رأيه: تعود الورقة إلى كومة الرمي، ويسحب هو من كومة السحب بدلًا منها.
rule__R3__4__title = تنزيل المجموعات والحركات الأخرى
rule__R3__4__text = بعد السحب يمكن للاعب، بأي ترتيب وكم مرة شاء، أن ينزّل مجموعات جديدة (R4, R5)، وبعد أن يكون قد نزّل، أن يركّب أوراقًا (R6.1) ويبدّل جوكرات (R6.2).
rule__R3__5__title = الرمي
rule__R3__5__text = كل دور ينتهي برمي ورقة، بلا استثناء. لهذا لا يجوز للاعب أبدًا أن يفرّغ يده قبل الرمي: كل تنزيل مجموعة، وكل تركيب، وكل تبديل جوكر، يجب أن يُبقي في اليد ورقة واحدة على الأقل. ويمكن أن تكون الورقة المأخوذة عن الأرض هي نفسها الورقة التي يرميها، بشرط أن تكون المجموعة الجديدة التي يفرضها أخذها قد نزلت.
rule__R3__6__title = التراجع عن الحركات
rule__R3__6__text = قبل الرمي، يمكن للاعب أن يتراجع عن حركاته في الدور الحالي، الأحدث أولًا. والسحب من كومة السحب هو الحركة الوحيدة التي لا يمكن التراجع عنها، لأن اللاعب رأى الورقة. لذلك فاللاعب الذي أخذ الورقة عن الأرض ثم لم يجد مجموعة جديدة ينزّلها لا يعلق أبدًا: يتراجع عمّا فعل، ويعيد الورقة إلى كومة الرمي، ويسحب من كومة السحب بدلًا منها.
# R4 Melds
rule__R4__title = المجموعات
rule__R4__text = نوعا المجموعة، السلاسل والأطقم، وكيف يدخل الجوكر فيهما.
rule__R4__1__title = السلاسل
rule__R4__1__text = السلسلة ثلاث أوراق أو أكثر من نوع واحد، أرقامها متتالية بلا فراغ. يمكن أن يكون الآص أصغر ورقة، تحت الاثنين (A-2-3)، أو أكبر ورقة، فوق الشيخ (Q-K-A)، لكن لا يكون الأصغر والأكبر معًا في السلسلة نفسها، ولا يكون أبدًا بين ورقتين أخريين: K-A-2 ليست سلسلة. لذلك فأطول سلسلة ممكنة فيها 13 ورقة.
rule__R4__2__title = الأطقم
rule__R4__2__text = الطقم ثلاث أوراق أو أربع من رقم واحد، كل واحدة منها من نوع مختلف. والتوأمان المتطابقان، مثل ورقتَي سبعة بستوني، لا يكونان أبدًا في الطقم نفسه.
rule__R4__3__title = جوكر واحد في المجموعة
rule__R4__3__text = المجموعة فيها جوكر واحد على الأكثر، فكل مجموعة فيها ورقتان عاديتان (حقيقيتان) أو أكثر. وبعض الطاولات تسمح بجوكرين في المجموعة، على ألا يزيد عدد الجوكرات أبدًا على عدد الأوراق الحقيقية (R9).
rule__R4__4__title = الجوكر بدل أي ورقة
rule__R4__4__text = الجوكر يأخذ مكان ورقة معيّنة واحدة، تتحدّد عند تنزيله. في السلسلة هو الورقة الناقصة في موضعه؛ وإذا كان في أحد الطرفين وكان كلا الطرفين مناسبًا (5-6 والجوكر يمكن أن تُقرأ 4-5-6 أو 5-6-7)، يختار اللاعب، ويعرض التلميح القراءتين. في طقم من أربع أوراق هو النوع الناقص. في طقم من ثلاث أوراق هو ورقة من ذلك الرقم من أحد النوعين الغائبين، ويبقى أيّهما مفتوحًا حتى تنضمّ إلى الطقم ورقة رابعة، فيصير هو النوع الوحيد الذي ما زال غائبًا. وكلما ترك اللاعب اختيارًا كهذا مفتوحًا، يأخذ المحرّك القراءة الأعلى نقاطًا، وبين قراءتين متساويتين في النقاط يأخذ الورقة الأعلى. وآص السلسلة ذات الثلاث عشرة ورقة من الآص إلى الشيخ يُحسم بالطريقة نفسها: يمكن أن يُحسب صغيرًا (A-2-...-K) أو كبيرًا (2-...-K-A)، والمحرّك يحسبه كبيرًا إلا إذا قال اللاعب غير ذلك.
rule__R4__5__title = لمن المجموعة
rule__R4__5__text = كل مجموعة ملك اللاعب الذي نزّلها على الطاولة. ولا تهمّ الملكية إلا في موضع واحد: معرفة هل تخليص الورق هاند أم لا (R8.2).
# R5 Going down the first time
rule__R5__title = النزول أول مرة
rule__R5__text = الشروط الإضافية على الدور الذي ينزّل فيه اللاعب مجموعات على الطاولة لأول مرة.
rule__R5__1__title = حدّ النزول
rule__R5__1__text = في الدور الذي ينزّل فيه اللاعب لأول مرة، يجب أن تكون قيمة المجموعات التي ينزّلها معًا 51 نقطة أو أكثر. الأوراق من 2 إلى 10 تُحسب بأرقامها؛ والشب والبنت والشيخ 10 لكل منها؛ والآص 11، أو 1 إذا كان الطرف الأصغر من سلسلة (A-2-3)؛ والجوكر يُحسب بقيمة الورقة التي هو بدلها. ويمكن أن يأتي المجموع من عدة مجموعات.
rule__R5__2__title = النزول يحتاج سلسلة
rule__R5__2__text = يجب أن تكون واحدة على الأقل من مجموعات النزول الأول سلسلة.
rule__R5__3__title = التركيب والتبديل لا يُحسبان
rule__R5__3__text = تركيب الأوراق وتبديل الجوكرات لا يضيفان شيئًا إلى الـ51. ويصير الاثنان ممكنين حالما تصبح مجموعات النزول على الطاولة، في الدور نفسه.
rule__R5__4__title = تخليص الورق دفعة واحدة
rule__R5__4__text = اللاعب الذي لم ينزل بعد، وينزّل دفعة واحدة، وفي مجموعات له وحده، كل ورقه إلا الورقة التي سيرميها، لا يحتاج أن يبلغ حدّ النزول. لكنه ما زال يحتاج سلسلة بين تلك المجموعات (R5.2). والنزول الأول يتمّ بحركة واحدة، لذلك فاللاعب الذي يحتاج أن يركّب على مجموعات لاعبين آخرين ليخلّص ورقه يجب أولًا أن ينزّل نزولًا كاملًا يبلغ حدّ النزول.
rule__R5__5__title = البقاء نازلًا
rule__R5__5__text = بعد أن ينزّل اللاعب، يبقى محسوبًا نازلًا حتى نهاية الجولة.
# R6 Once down
rule__R6__title = بعد النزول
rule__R6__text = ما يمكن للاعب الذي نزّل أن يفعله بالمجموعات التي على الطاولة.
rule__R6__1__title = التركيب
rule__R6__1__text = اللاعب الذي نزّل يمكنه أن يضيف ورقة أو أكثر من يده إلى أي مجموعة على الطاولة، أيًّا كان صاحبها، ما دامت المجموعة تبقى صحيحة بعد ذلك. ويمكن تركيب جوكر على مجموعة ليس فيها جوكر بعد.
rule__R6__2__title = تبديل الجوكر
rule__R6__2__text = اللاعب الذي نزّل يمكنه أن يضع في مجموعة الورقة التي يكون جوكرها بدلها، ويأخذ الجوكر إلى يده. وفي الطقم ذي الثلاث أوراق، تكفي ورقة من أيّ من النوعين الغائبين (R4.4). وتبقى المجموعة صحيحة.
rule__R6__3__title = الاحتفاظ بالجوكر المحرَّر
rule__R6__3__text = الجوكر الذي يتحرّر بهذه الطريقة يمكن أن يبقى في يد اللاعب.
# R7 Going out and the end of a round
rule__R7__title = تخليص الورق ونهاية الجولة
rule__R7__text = كيف تنتهي الجولة: يخلّص أحد اللاعبين ورقه، أو تنفد كومة السحب.
rule__R7__1__title = تخليص الورق
rule__R7__1__text = رمي آخر ورقة في اليد هو تخليص الورق، وتنتهي الجولة في تلك اللحظة.
rule__R7__2__title = تخليص الورق يحتاج رميًا
rule__R7__2__text = لأنه لا دور ينتهي بلا رمي، فاللاعب الذي ينزّل كل أوراقه إلا واحدة ثم يرمي تلك الأخيرة يكون قد خلّص ورقه.
rule__R7__3__title = نفاد كومة السحب
rule__R7__3__text = إذا انتهى دور وكومة السحب فارغة ولم يخلّص أحد ورقه، تكون الجولة ملغاة ويُعاد توزيعها (R2.3). وهناك قاعدة طاولة (R9) تغيّر هذا: كل ما في كومة الرمي إلا ورقتها العليا يُخلط ليصير كومة سحب جديدة، ولا تكون الجولة ملغاة إلا إذا كانت الورقة العليا هي كل ما في الكومة.
# R8 Scoring
rule__R8__title = الحساب
rule__R8__text = كيف تُحسب كل جولة، وما هو الكونكان، ومَن يربح اللعبة.
rule__R8__1__title = اللاعب الذي يخلّص ورقه
rule__R8__1__text = مَن يخلّص ورقه يأخذ ناقص 30.
rule__R8__2__title = الهاند
rule__R8__2__text = يكون تخليص الورق هاند إذا نزّل اللاعب كل أوراقه في ذلك الدور الواحد، ولم يكن قد نزّل قبل ذلك الدور، ولم يلمس أي مجموعة غير المجموعات الجديدة التي نزّلها بنفسه (لا تركيب ولا تبديل جوكر على مجموعة أي لاعب آخر). عندها يأخذ ناقص 60 بدلًا من ذلك، وتتضاعف نقاط كل لاعب آخر.
rule__R8__3__title = الورق الباقي في اليد
rule__R8__3__text = كل لاعب آخر يجمع قيمة الأوراق الباقية في يده: الجوكر 15، والآص 11، والشب والبنت والشيخ 10 لكل منها، وكل ورقة أخرى برقمها. واللاعب الذي لم ينزل أبدًا في الجولة يأخذ 100 بدلًا من ذلك.
rule__R8__4__title = الشراكة
rule__R8__4__text = في لعب الشراكة، شريك اللاعب الذي خلّص ورقه لا يأخذ شيئًا في تلك الجولة. ونتيجة الفريق في الجولة هي مجموع نتيجتَي لاعبَيه.
rule__R8__5__title = الكونكان
rule__R8__5__text = الكونكان أربع عشرة ورقة تشكّل سلسلة من عشر أوراق وطقمًا من أربع، أو سلسلة من إحدى عشرة ورقة وطقمًا من ثلاث. ينزّله لاعب لم ينزل بعد، كله دفعة واحدة، ثم يرمي آخر ورقة معه. إذا نزل بلا إعلان، في أي جولة، فإنه ينهي الجولة كما ينهيها الهاند (ناقص 60 لذلك اللاعب)، وكل خصم يأخذ 200 نقطة مقطوعة، سواء نزّل أم لا، ومهما بقي في يده (وشريك مَن خلّص ورقه يأخذ 0). وهذا الكونكان غير المُعلَن لا يربح اللعبة.
rule__R8__6__title = إعلان الكونكان
rule__R8__6__text = في الجولة الأخيرة وحدها، يمكن للاعب لم ينزل بعد أن يعلن كونكان في بداية دوره، قبل السحب؛ ويمكن ذلك للبادئ أيضًا، في دوره الأول الذي لا سحب فيه. ومن تلك اللحظة لا يمكن لهذا اللاعب أن ينزّل إلا بالكونكان كاملًا، في دور واحد. وإكمال الكونكان المُعلَن يربح اللعبة كلها فورًا، مهما كانت المجاميع (وفي الشراكة، يربح فريق المُعلِن). والمُعلِن الذي لا يكمله أبدًا يُحسب مثل أي لاعب آخر لم ينزل (R8.3).
rule__R8__7__title = ربح اللعبة
rule__R8__7__text = بعد لعب خمس جولات محسوبة، يربح صاحب أقل مجموع؛ وفي الشراكة يربح الفريق صاحب المجموع الأقل. واللاعبون المتعادلون في أقل مجموع يتقاسمون الفوز. (عدد الجولات التي تُلعب من قواعد الطاولة، R9.)
# R9 House rules
rule__R9__title = قواعد الطاولة
# {options}: the options' names in the engine, between commas
rule__R9__text = كل ما في R1 إلى R8 هو اللعبة الأساسية، بقيمها الافتراضية. ويمكن لطاولة أن تغيّر بعض ذلك بقواعد الطاولة، تختارها بحرية وتجمع بينها كما تشاء. ولكل قاعدة منها اسم في المحرّك: { $options }. وكل قاعدة تبقى على قيمتها الافتراضية إلا إذا قالت الطاولة غير ذلك.
# after the table of options: how they meet, and the named tables (presets)
rule__R9__after = كل قاعدة طاولة يمكن جمعها مع كل قاعدة أخرى. في لعبة تُلعب بالإقصاء، إذا تجاوز كل مَن بقي في اللعبة الحدّ في الجولة نفسها، يربح صاحب أقل مجموع بينهم، ويتقاسم الفوز مَن تساوت مجاميعهم في الأقل (R8.7). وبعض الطاولات التي يلعبها الناس فعلًا لها اسم في المحرّك، أي مجموعة قواعد جاهزة (preset): "standard" هي لعبة R1 إلى R8 بلا أي قاعدة طاولة، و"jawaker" هي كونكان جواكر (Jawaker's Concan)، اللعبة على الإنترنت: حدّ النزول 51، والورقة المأخوذة عن الأرض يجب أن تدخل في مجموعة جديدة، ومُعلِن الكونكان يمكنه أن يأخذ الورقة عن الأرض بلا نزول.
# the table of options: its heads, then for each option what it decides, its default and its alternative
rule__option__head__option = الخيار
rule__option__head__decides = ماذا يحدّد
rule__option__head__default = الافتراضي
rule__option__head__alternative = البديل
rule__option__opening_minimum__decides = النقاط التي يجب أن يبلغها النزول الأول
rule__option__opening_minimum__default = 51 (R5.1)
rule__option__opening_minimum__alternative = 71، كما في "كونكان 71" وفي ريمي الهاند؛ ويمكن اختيار أي عدد صحيح من 1 فما فوق (ويُلعب 81 أيضًا)
rule__option__opening_needs_run__decides = هل يجب أن يحتوي النزول الأول على سلسلة
rule__option__opening_needs_run__default = نعم: يجب أن يحتوي النزول الأول على سلسلة (R5.2)
rule__option__opening_needs_run__alternative = لا: تكفي الأطقم وحدها
rule__option__rounds__decides = كم جولة تدوم اللعبة
rule__option__rounds__default = 5 (R8.7)
rule__option__rounds__alternative = أي عدد من الجولات من 1 فما فوق؛ بعض الطاولات الأردنية تلعب 7
rule__option__taken_discard_must_be_used__decides = هل يجب أن تدخل الورقة المأخوذة عن الأرض في مجموعة جديدة
rule__option__taken_discard_must_be_used__default = لا: لا يلزم أن تحتوي المجموعة الجديدة الورقة المأخوذة (R3.3)
rule__option__taken_discard_must_be_used__alternative = نعم: الورقة المأخوذة عن الأرض يجب أن تكون جزءًا من إحدى المجموعات الجديدة التي تنزل في ذلك الدور، كما تقول معظم قواعد الريمي المطبوعة؛ واللاعب الذي معه توأمها يمكنه أن يستعمل أيًّا من النسختين، لأنهما على الطاولة الورقة نفسها
rule__option__set_joker_swap_needs_both__decides = هل يحتاج تحرير جوكر الطقم ذي الثلاث أوراق الورقتين الناقصتين كلتيهما
rule__option__set_joker_swap_needs_both__default = لا: ورقة واحدة من أيّ من النوعين الناقصين تحرّر جوكر الطقم ذي الثلاث أوراق (R6.2)
rule__option__set_joker_swap_needs_both__alternative = نعم: يجب أن تدخل الورقتان الناقصتان كلتاهما في الطقم لتحرير جوكره، كما في كالوكي (Kalooki) وفي بعض غرف الهاند على الإنترنت
rule__option__freed_joker_must_be_used__decides = هل يجب تنزيل الجوكر المحرَّر في مجموعة أو تركيبه قبل الرمي
rule__option__freed_joker_must_be_used__default = لا: الجوكر المحرَّر يمكن أن يبقى في اليد (R6.3)
rule__option__freed_joker_must_be_used__alternative = نعم: يجب تنزيل الجوكر المحرَّر في مجموعة أو تركيبه قبل الرمي، كما في الريمي التونسي والرامي الفرنسي؛ وإذا لم يجد مكانًا بعد ذلك، يرفض المحرّك الرمي ويقول السبب، فيتراجع اللاعب عن التبديل (R3.6)
rule__option__empty_stock__decides = ماذا يحدث عندما تنفد كومة السحب
rule__option__empty_stock__default = void (ملغاة): الجولة ملغاة ويُعاد توزيعها (R7.3)
rule__option__empty_stock__alternative = reshuffle (إعادة خلط): كل كومة الرمي إلا ورقتها العليا تُخلط لتصير كومة سحب جديدة؛ وإذا كانت الورقة العليا هي كل ما هناك، تكون الجولة ملغاة على كل حال
rule__option__joker_penalty__decides = كم يكلّف الجوكر الباقي في اليد
rule__option__joker_penalty__default = 15 (R8.3)
rule__option__joker_penalty__alternative = 25 أو 50
rule__option__konkan_declarer_may_take_discards__decides = هل يمكن لمُعلِن الكونكان أن يأخذ الورقة عن الأرض بلا نزول
rule__option__konkan_declarer_may_take_discards__default = لا: المُعلِن الذي يأخذ الورقة عن الأرض يجب أن ينزّل في ذلك الدور (R3.3)، والنزول له يعني الكونكان كاملًا (R8.6)
rule__option__konkan_declarer_may_take_discards__alternative = نعم: يمكن للمُعلِن أن يأخذ الورقة عن الأرض بلا نزول، كما في كونكان جواكر (Jawaker's Concan)
rule__option__going_out_score__decides = كم يأخذ مَن يخلّص ورقه
rule__option__going_out_score__default = -30 لتخليص الورق (R8.1)، إذن -60 للهاند (R8.2)
rule__option__going_out_score__alternative = أي نتيجة من -100 إلى 0 (ويُلعب 0 و-25 كلاهما)؛ والهاند يأخذ دائمًا ضعفها
rule__option__game_end__decides = كيف تنتهي اللعبة
rule__option__game_end__default = rounds (الجولات): تنتهي اللعبة بعد جولاتها، ويربح أقل مجموع (R8.7)
rule__option__game_end__alternative = target (الهدف): تنتهي اللعبة بعد الجولة التي يبلغ فيها أي مجموع هدفًا محدّدًا، ويربح أقل مجموع؛ elimination (الإقصاء): اللاعب الذي يتجاوز مجموعه حدًّا محدّدًا يخرج، ويربح آخر مَن يبقى (للاعبين الذين يلعب كل منهم لنفسه). ولا جولة أخيرة في أيٍّ منهما، فلا يمكن إعلان كونكان (R8.6)
rule__option__game_end_score__decides = الهدف أو الحدّ الذي ينهي اللعبة
rule__option__game_end_score__default = المعتاد: 300 للهدف، و301 للحدّ
rule__option__game_end_score__alternative = أي عدد صحيح آخر
rule__option__opening_rise__decides = هل يرتفع حدّ النزول مع النزولات التي تمّت في الجولة
rule__option__opening_rise__default = none (لا ارتفاع): كل نزول أول يحتاج حدّ النزول فقط (R5.1)
rule__option__opening_rise__alternative = match (مساواة): يجب أن يبلغ النزول الأول أعلى نزول تمّ حتى الآن في الجولة، إذا كان أعلى من الحدّ؛ beat (تجاوز): يجب أن يتجاوز ذلك النزول بنقطة واحدة على الأقل (عدة طاولات أردنية وعلى الإنترنت)
rule__option__ace_value__decides = كم يساوي الآص
rule__option__ace_value__default = standard (عادي): الآص يُحسب 11، و1 إذا كان الطرف الأصغر من سلسلة (A-2-3) (R5.1, R8.3)
rule__option__ace_value__alternative = always_11 (دائمًا 11): 11 في A-2-3 أيضًا؛ ten (عشرة): 10 في كل مكان، في المجموعات وفي اليد (والاثنان شائعان في الألعاب المقلّدة على الإنترنت)
rule__option__jokers_per_meld__decides = كم جوكرًا يمكن أن تحمل المجموعة الواحدة
rule__option__jokers_per_meld__default = 1: المجموعة فيها جوكر واحد على الأكثر (R4.3)
rule__option__jokers_per_meld__alternative = 2: يمكن أن تحمل المجموعة الجوكرين كليهما، لكن لا يزيد عدد الجوكرات أبدًا على عدد الأوراق الحقيقية، فالمجموعة JK JK 5♥ 6♥ سلسلة، أما JK JK 6♥ فليست سلسلة (طاولات بيتية كثيرة)
rule__option__starter_may_go_down_first_turn__decides = هل يمكن للبادئ أن ينزّل مجموعات في دوره الأول
rule__option__starter_may_go_down_first_turn__default = نعم: يمكن للبادئ أن ينزّل مجموعات في دوره الأول (R3.2)
rule__option__starter_may_go_down_first_turn__alternative = لا: الدور الأول للبادئ رمي فقط
# a table's rules in words (describe_rules): who plays, then one line per house rule
rule__describe__partnership = { $players ->
        [two] لاعبان
       *[other] { $players } لاعبين
    } في شراكتين، والشريكان متقابلان.
rule__describe__alone = { $players ->
        [two] لاعبان
       *[other] { $players } لاعبين
    }، كل واحد لنفسه.
rule__describe__standard = اللعبة الأساسية، بلا قواعد طاولة.
rule__describe__opening_minimum = النزول أول مرة يحتاج { $points ->
        [one] نقطة واحدة
        [two] نقطتين
        [few] { $points } نقاط
       *[other] { $points } نقطة
    }، لا 51 (R5.1, R9).
rule__describe__no_run = النزول أول مرة لا يحتاج سلسلة (R5.2, R9).
rule__describe__rounds = اللعبة تدوم { $rounds ->
        [one] جولة واحدة
        [two] جولتين
        [few] { $rounds } جولات
       *[other] { $rounds } جولة
    }، لا 5 (R8.7, R9).
rule__describe__taken_discard = الورقة المأخوذة عن الأرض يجب أن تدخل في مجموعة جديدة في ذلك الدور (R3.3, R9).
rule__describe__swap_needs_both = جوكر الطقم ذي الثلاث أوراق لا تحرّره إلا الورقتان الناقصتان معًا (R6.2, R9).
rule__describe__freed_joker = الجوكر المحرَّر يجب تنزيله في مجموعة أو تركيبه قبل الرمي (R6.3, R9).
rule__describe__reshuffle = عندما تنفد كومة السحب، تصير كومة الرمي، إلا ورقتها العليا، كومة سحب جديدة (R7.3, R9).
rule__describe__joker_penalty = الجوكر الباقي في اليد يكلّف { $points }، لا 15 (R8.3, R9).
rule__describe__declarer_takes = مُعلِن الكونكان يمكنه أن يأخذ الورقة عن الأرض بلا نزول (R8.6, R9).
rule__describe__going_out = مَن يخلّص ورقه يأخذ { $score }، لا -30، والهاند { $hand } (R8.1, R8.2, R9).
rule__describe__target = تنتهي اللعبة بعد الجولة التي يبلغ فيها أحد المجاميع { $score }؛ ويربح أقل مجموع، ولا يمكن إعلان كونكان (R8.7, R9).
rule__describe__elimination = اللاعب الذي يتجاوز مجموعه { $score } يخرج من اللعبة؛ ويربح آخر مَن يبقى، ولا يمكن إعلان كونكان (R8.7, R9).
rule__describe__starter_discards = الدور الأول للبادئ رمي فقط (R3.2, R9).
rule__describe__ace_always_11 = الآص يُحسب 11 حتى في الطرف الأصغر من سلسلة، A-2-3 (R5.1, R9).
rule__describe__ace_ten = كل آص يُحسب 10، في المجموعات وفي اليد (R5.1, R8.3, R9).
rule__describe__two_jokers = يمكن أن تحمل المجموعة جوكرين، لكن لا يزيد عدد الجوكرات أبدًا على عدد الأوراق الحقيقية (R4.3, R9).
rule__describe__rise_match = النزول الأول يجب أن يبلغ أعلى نزول تمّ حتى الآن في الجولة (R5.1, R9).
rule__describe__rise_beat = النزول الأول يجب أن يتجاوز أعلى نزول تمّ حتى الآن في الجولة بنقطة (R5.1, R9).
# bad input
error__rule__unknown = لا توجد قاعدة { $number } في كتاب القواعد: أرقام القواعد من R1 إلى R9 (مثل R4 أو R4.1)

## service: The class service's words (``service.*``): what it refuses and why, each refusal keyed by its reason code (``service.refusal.<code>``), the results' columns for a gradebook, and what is wrong with a database address (konkan/classroom/service/).

# who asks (the hub says it)
service__refusal__bad_caller = لم تستطع خدمة الصف أن تعرف من أنت. يُرجى فتح الصفحة من جديد من المنصّة.
service__refusal__teachers_only = هذا للأستاذ فقط. مسؤول المنصّة هو من يضع الأساتذة في مجموعة الأساتذة على المنصّة.
service__refusal__not_the_teacher = هذا لأستاذ الصف { $code } فقط.
# classes
# {code} is the code quoted as it was typed, whole (with its test's digits, if any)
service__refusal__no_such_class = لا يوجد على هذه المنصّة صف رمزه { $code }. تأكّد من الرمز مع أستاذك.
service__refusal__no_such_class__teacher = لا يوجد على هذه المنصّة صف رمزه { $code }. يُرجى التأكّد من الرمز الذي حصلتم عليه عند إنشاء الصف.
service__refusal__bad_players = في الصف من 2 إلى 5 لاعبين، وقد طلبتم { $players }.
service__refusal__bad_class_seed = رقم الصف عدد صحيح من 0 إلى { $top }، وقد طلبتم { $seed }.
service__refusal__bad_partners__class = اللعب بالشراكة يكون في صف من 4 لاعبين فقط، وقد طلبتم { $players }.
service__refusal__class_taken = الصف { $code } موجود على هذه المنصّة من قبل. يُرجى اختيار رقم آخر للصف.
service__refusal__own_class = أنت أستاذ الصف { $code }، فلا يمكنك الانضمام إليه كطالب.
service__refusal__not_a_member = لم تنضمّ إلى الصف { $code } بعد. انضمّ إليه برمزه أولًا.
service__refusal__too_long = { $value } طويل جدًا. الحدّ الأقصى هنا { $limit } من الأحرف.
# tables and seats
service__refusal__bad_table = { $table } ليس رقم طاولة.
service__refusal__no_such_table = لا توجد طاولة { $table } على هذه المنصّة.
service__refusal__other_class = الطاولة { $table } تابعة لصف لست فيه.
service__refusal__bad_seats = على الطاولة من 2 إلى 5 مقاعد، و{ $seats } ليس واحدًا منها.
service__refusal__bad_seats__class = الصف { $code } مُعَدّ لـ{ $players } لاعبين، فعلى طاولاته من 2 إلى { $players } مقاعد، وقد طلبتم { $seats }.
service__refusal__bad_seats__class_of_two = الصف { $code } مُعَدّ للاعبَين اثنين، فعلى طاولاته مقعدان، وقد طلبتم { $seats }.
service__refusal__bad_partners = اللعب بالشراكة يكون على طاولة من 4 مقاعد فقط، وعلى هذه الطاولة { $seats }.
service__refusal__bad_partners__type = الشراكة جوابها نعم أو لا، و{ $partners } ليس هذا ولا ذاك.
service__refusal__bad_level = يلعب الكمبيوتر بأحد هذه المستويات: { $levels }. و{ $level } ليس واحدًا منها.
service__refusal__bad_seat = مقاعد الطاولة { $table } من 0 إلى { $top }، و{ $seat } ليس واحدًا منها.
service__refusal__seat_taken = { $name } على الطاولة { $table } مشغول. اختر مقعدًا فارغًا.
service__refusal__table_full = كل المقاعد على الطاولة { $table } مشغولة.
service__refusal__seated_elsewhere = عندك مقعد على الطاولة { $table } من قبل. اتركها نهائيًا قبل أن تجلس على طاولة أخرى.
service__refusal__not_seated = ليس عندك مقعد على الطاولة { $table }. اجلس أولًا.
service__refusal__away = لقد تركت الطاولة { $table }. اجلس عليها من جديد لتلعب.
# moves
service__refusal__not_your_seat = هذه الحركة للمقعد { $seat }، ومقعدك هو { $mine }. تلعب لمقعدك أنت فقط.
service__refusal__paused = أوقف أستاذك اللعبة مؤقتًا. انتظر حتى تُستأنف.
service__refusal__out_of_game = لقد خرجت من هذه اللعبة، فلا حركات أخرى لك. الباقون يكملون اللعب.
service__refusal__action_too_long = عدد أحرف هذه الحركة { $length }، والحدّ الأقصى للحركة { $limit }.
service__refusal__malformed_action__type = تُكتب الحركة نصًّا، مثل draw. و{ $action } ليس نصًّا.
service__refusal__round_not_over = الجولة { $number } ما زالت تُلعب. تبدأ الجولة التالية عندما تنتهي.
service__refusal__game_over = انتهت هذه اللعبة، فلا توجد جولة تالية.
# the class test
service__refusal__answer_too_long = عدد أحرف هذا الجواب { $length }، والحدّ الأقصى للجواب { $limit }.
service__refusal__already_answered = لقد أجبت عن اللغز { $number } من قبل. جوابك الأول هو الذي يُحسب.
service__refusal__test_released = نُشرت علامات هذا الاختبار، فلم يعد يقبل أجوبة.
# progress reports
service__refusal__bad_progress__kind = تقرير التقدّم يكون عن درس أو تمرين، لا عن { $kind }.
service__refusal__bad_progress__lesson = { $report } ليس درسًا وإحدى خطواته، مثل { $example }.
service__refusal__bad_progress__practice = { $report } ليس نوعًا من الألغاز. الأنواع هي { $kinds }.
service__refusal__bad_progress__stars = { $value } ليس عددًا من النجوم. الخطوة تربح من 0 إلى 3 نجوم.
service__refusal__bad_progress__level = { $value } ليس مستوى تمرين. المستويات من 1 إلى 3.
# the results, for a gradebook (the columns of the CSV file)
service__csv__student = الطالب
service__csv__total = المجموع
service__csv__seconds = الوقت المستغرق (بالثواني)
# the database (the hub administrator's words)
service__store__url = { $url } ليس عنوان قاعدة بيانات تستطيع خدمة الصف استعماله. يُرجى إعطاء عنوان SQLAlchemy مثل { $examples }.
service__store__driver = تحتاج خدمة الصف إلى الحزمة { $driver } من أجل { $url }، وهي غير موجودة في نسخة Python هذه. إضافة الصف في كونكان (class) تثبّت psycopg، لعناوين postgresql+psycopg.
service__store__unreachable = لم تستطع خدمة الصف فتح قاعدة بياناتها على { $url }. قالت قاعدة البيانات: { $why }

## widgets/base: The widgets' words: labels, buttons and what a page shows around the table. ``widget.base.*`` are the words every widget's page uses (js/src/base.js: a card's name, a rule's chip); every widget sends them to its page.

# What a widget shows once its kernel is gone (a restart, a stopped or culled kernel): sent to the
# page when the widget is made, since nothing can be sent after. {what} names the widget.
widget__lost = انقطع اتصال { $what }: شغّل الخلايا من جديد (Run ▸ Run All Cells).
widget__base__noun = أداة
# A card's name, for a screen reader (konkan.Card.name says the same).
widget__base__card = { $rank } { $suit }
widget__base__card__joker = جوكر
widget__base__card__joker__text = جوكر
widget__base__card__back = ورقة مقلوبة
widget__base__suit__S = بستوني
widget__base__suit__H = كبّة
widget__base__suit__D = ديناري
widget__base__suit__C = سباتي
widget__base__rank__1 = آص
widget__base__rank__2 = اثنين
widget__base__rank__3 = ثلاثة
widget__base__rank__4 = أربعة
widget__base__rank__5 = خمسة
widget__base__rank__6 = ستة
widget__base__rank__7 = سبعة
widget__base__rank__8 = ثمانية
widget__base__rank__9 = تسعة
widget__base__rank__10 = عشرة
widget__base__rank__11 = شب
widget__base__rank__12 = بنت
widget__base__rank__13 = شيخ
# A rule cited in a sentence, drawn as a chip: its short text when Python sent none, and its label.
widget__base__rule__unknown = القاعدة { $rule } من كتاب القواعد.
widget__base__rule__chip = القاعدة { $rule }: اعرض نصّها
widget__base__colours__two = لونان
widget__base__colours__four = أربعة ألوان
# What an intent's field must be (konkan/widgets/base.py: FIELD_TYPES), said when it is not.
widget__base__field__card = رقم ورقة (id) من 0 إلى 105
widget__base__field__cards = قائمة أرقام أوراق (id) مختلفة من 0 إلى 105
widget__base__field__groups = قائمة مجموعات من أرقام الأوراق (id)
widget__base__field__index = عدد صحيح من 0 إلى 1000
widget__base__field__count = عدد صحيح، 0 أو أكثر
widget__base__field__seat = مقعد من 0 إلى 4
widget__base__field__bool = true أو false
widget__base__field__word = كلمة قصيرة
widget__base__field__text = نص
widget__base__field__indices = قائمة أعداد صحيحة مختلفة من 0 إلى 1000
widget__base__field__mapping = قاموس حقول (mapping)
# An intent the widget cannot read, or a fault of ours while it answered one.
widget__base__error__bug = لم تستطع الأداة تنفيذ ذلك ({ $error }: { $detail })؛ لم يتغيّر شيء.
widget__base__error__binary = تجاهلت الأداة رسالة فيها بيانات ثنائية (binary): هي لا تنتظر أي بيانات من هذا النوع.
widget__base__error__not_mapping = تجاهلت الأداة رسالة ليست قاموس حقول (mapping).
widget__base__error__too_deep = تجاهلت الأداة رسالة متداخلة أكثر من اللازم لتكون حركة.
widget__base__error__not_json = تجاهلت الأداة رسالة لم تستطع قراءتها كـ JSON.
widget__base__error__too_long = تجاهلت الأداة رسالة طولها { $size } حرفًا: أطول بكثير من أن تكون حركة.
widget__base__error__no_kind = تجاهلت الأداة رسالة بلا حقل 'kind' يقول ماذا تطلب.
widget__base__error__unknown_kind = تجاهلت الأداة رسالة من نوع غير معروف { $kind } (الأنواع التي تعرفها: { $known }).
widget__base__error__unknown_field = تجاهلت الأداة رسالة من نوع { $kind } فيها حقل غير معروف { $field }.
widget__base__error__wrong_type = تجاهلت الأداة رسالة من نوع { $kind }: يجب أن يكون { $field } { $words }.
widget__base__error__missing_field = تجاهلت الأداة رسالة من نوع { $kind } ينقصها الحقل { $field }.
# A widget's bundle missing from the package (a checkout where `make js` has not run).
widget__base__error__bundle = لا توجد حزمة الأداة { $name } في { $folder }: مصدرها js/src/{ $source }.js، والأمر `make js` يبني الحزم
# konkan.widgets asked for a name it does not have, or a widget whose module is missing.
widget__base__error__no_name = الوحدة { $module } ليس فيها الاسم { $name }
widget__base__error__not_built = { $name } لم تُبنَ بعد: الملف konkan/widgets/{ $module }.py غير موجود ({ $error })
# The pictures' drawing helpers (konkan/widgets/_small.py) were given something else.
widget__base__error__not_svg = ليس رسمًا بصيغة SVG من konkan.render

## widgets/checker: The meld checker's words (konkan/widgets/checker.py, js/src/checker.js).

widget__checker__noun = فاحص المجموعات
widget__checker__title = فاحص المجموعات
widget__checker__how = اختر أوراقًا (انقر عليها، أو استعمل الأسهم ثم مفتاح المسافة Space) لترى ماذا تشكّل.
widget__checker__clear = مسح
widget__checker__nothing_picked = لم تختر أي ورقة.
widget__checker__cards = الورق المراد فحصه
widget__checker__run = سلسلة، { $points ->
        [one] نقطة واحدة
        [two] نقطتان
        [few] { $points } نقاط
       *[other] { $points } نقطة
    }
widget__checker__set = طقم، { $points ->
        [one] نقطة واحدة
        [two] نقطتان
        [few] { $points } نقاط
       *[other] { $points } نقطة
    }
widget__checker__not_a_meld = ليست مجموعة
widget__checker__laid_out = بالترتيب: { $cards }
widget__checker__joker_is = الجوكر = { $cards }
widget__checker__jokers_are = الجوكران = { $cards }
widget__checker__readings = الجوكر بدل أي ورقة
widget__checker__stands_for = الجوكر بدل:
widget__checker__said = { $kind }. { $message }
# What Python says (konkan/widgets/checker.py): refusals, the repr, the picture's words.
widget__checker__input__cards = الورق
widget__checker__input__joker = الورقة التي يكون الجوكر بدلها
widget__checker__not_shown = { $card } ليست بين الأوراق المعروضة، فلا يمكن اختيارها.
widget__checker__not_shown__many = { $cards }: ليست بين الأوراق المعروضة، فلا يمكن اختيارها.
widget__checker__no_cards = أعطِ الفاحص أوراقًا ليُختار منها، مثل '7S 8S 9S JK'.
widget__checker__no_joker = اختر أولًا مجموعة فيها جوكر.
widget__checker__start = اختر أوراقًا لترى هل تشكّل مجموعة.
widget__checker__summary__none__one = { $count ->
        [one] ورقة واحدة
       *[other] { $count } ورقة
    }، لم يُختر منها شيء
widget__checker__summary__none__many = { $count ->
        [two] ورقتان
        [few] { $count } ورقات
       *[other] { $count } ورقة
    }، لم يُختر منها شيء
widget__checker__summary__run__one = { $count ->
        [one] ورقة واحدة
       *[other] { $count } ورقة
    }، المختار منها { $picked }: سلسلة، { $points ->
        [one] نقطة واحدة
        [two] نقطتان
        [few] { $points } نقاط
       *[other] { $points } نقطة
    }
widget__checker__summary__run__many = { $count ->
        [two] ورقتان
        [few] { $count } ورقات
       *[other] { $count } ورقة
    }، المختار منها { $picked }: سلسلة، { $points ->
        [one] نقطة واحدة
        [two] نقطتان
        [few] { $points } نقاط
       *[other] { $points } نقطة
    }
widget__checker__summary__set__one = { $count ->
        [one] ورقة واحدة
       *[other] { $count } ورقة
    }، المختار منها { $picked }: طقم، { $points ->
        [one] نقطة واحدة
        [two] نقطتان
        [few] { $points } نقاط
       *[other] { $points } نقطة
    }
widget__checker__summary__set__many = { $count ->
        [two] ورقتان
        [few] { $count } ورقات
       *[other] { $count } ورقة
    }، المختار منها { $picked }: طقم، { $points ->
        [one] نقطة واحدة
        [two] نقطتان
        [few] { $points } نقاط
       *[other] { $points } نقطة
    }
widget__checker__summary__no_meld__one = { $count ->
        [one] ورقة واحدة
       *[other] { $count } ورقة
    }، المختار منها { $picked }: ليست مجموعة
widget__checker__summary__no_meld__many = { $count ->
        [two] ورقتان
        [few] { $count } ورقات
       *[other] { $count } ورقة
    }، المختار منها { $picked }: ليست مجموعة
widget__checker__picture__cards = اختر أوراقًا لفحصها

## widgets/class_view: The words of a class on a school's JupyterHub, as the widgets say them: the teacher's live class view (``widget.class_view.*``), the class test when its answers go to the class service (``widget.class_test.hub.*``), and where a learner's stars and levels go besides their files (``widget.class_progress.*``).

# the teacher's class view: Python's sentences
widget__class_view__noun = عرض الصف
# one or many students joined (first), one or many tables (second)
widget__class_view__summary__one__one = الصف { $code }: انضمّ { $students ->
        [one] طالب واحد
       *[other] { $students } طالب
    }، { $tables ->
        [one] طاولة واحدة
       *[other] { $tables } طاولة
    }
widget__class_view__summary__one__many = الصف { $code }: انضمّ { $students ->
        [one] طالب واحد
       *[other] { $students } طالب
    }، { $tables ->
        [zero] لا طاولات
        [two] طاولتان
        [few] { $tables } طاولات
       *[other] { $tables } طاولة
    }
widget__class_view__summary__many__one = الصف { $code }: انضمّ { $students ->
        [zero] لا أحد
        [two] طالبان
        [few] { $students } طلاب
        [many] { $students } طالبًا
       *[other] { $students } طالب
    }، { $tables ->
        [one] طاولة واحدة
       *[other] { $tables } طاولة
    }
widget__class_view__summary__many__many = الصف { $code }: انضمّ { $students ->
        [zero] لا أحد
        [two] طالبان
        [few] { $students } طلاب
        [many] { $students } طالبًا
       *[other] { $students } طالب
    }، { $tables ->
        [zero] لا طاولات
        [two] طاولتان
        [few] { $tables } طاولات
       *[other] { $tables } طاولة
    }
widget__class_view__summary__none = الصف { $code }: لا توجد خدمة صف للمتابعة
widget__class_view__no_service = هذا الدفتر لا يعمل على منصّة مدرسة فيها خدمة صف كونكان، فلا يوجد صف لمتابعته هنا. على Binder أو على الموقع، يبقى الصف في ملفات: انظروا دليل الأستاذ.
# names the page's button widget.class_view.page.resume, word for word
widget__class_view__paused = كل الطاولات متوقّفة مؤقتًا. اطرحوا سؤالكم على الصف، ثم اضغطوا «استأنف كل الطاولات».
widget__class_view__resumed = كل الطاولات تكمل اللعب.
widget__class_view__error__table = ليس في الصف { $code } طاولة { $table }: أرقام طاولاته { $numbers }، كما يعرضها هذا العرض.
widget__class_view__no_table = لم تُفتح أي طاولة بعد، فلا يوجد ما يُوقَف أو يُستأنف.
widget__class_view__released = نُشرت العلامات: كل طالب يرى الآن علاماته هو والأجوبة.
widget__class_view__saved = حُفظت النتائج في الملف { $path }: سطر لكل طالب، وعمود لكل لغز.
widget__class_view__not_saved = لم يمكن حفظ النتائج في { $path }: { $error }.
widget__class_view__lost_service = لم تُجب خدمة الصف، فهذا العرض ليس محدّثًا: { $error }
widget__class_view__mistakes__reviewing = مراجعة جولات طلابكم: { $bar } { $done } من { $total }.
widget__class_view__mistakes__done__one = تمّت مراجعة { $rounds ->
        [one] جولة واحدة
       *[other] { $rounds } جولة
    } من لعب طلابكم: أنواع الغلطات أدناه، الأكثر تكرارًا أولًا.
widget__class_view__mistakes__done__many = تمّت مراجعة { $rounds ->
        [zero] لا جولات
        [two] جولتين
        [few] { $rounds } جولات
       *[other] { $rounds } جولة
    } من لعب طلابكم: أنواع الغلطات أدناه، الأكثر تكرارًا أولًا.
widget__class_view__error__progress = يجب أن يكون progress شيئًا يُستدعى مع كل سطر من تقدّم المراجعة، مثل print، لكن وصل { $value }
widget__class_view__mistakes__heading = أكثر غلطات الصف تكرارًا
widget__class_view__mistakes__moments = لحظات تسألون الصف عنها، الأغلى ثمنًا أولًا: اعرضوا واحدة على جهاز العرض برقمها. لا يظهر معها أي اسم.
widget__class_view__mistakes__no_round = لم تنتهِ أي جولة من الصف { $code } بعد، فلا يوجد ما يُراجَع. حاولوا من جديد بعد جولة.
widget__class_view__error__vote_first = لا توجد لحظة للسؤال عنها بعد: اعرضوا غلطات صفّكم أولًا، ثم اختاروا لحظة برقمها.
widget__class_view__error__vote = لا توجد لحظة رقم { $n }: وجدت المراجعة { $count }، فاختاروا رقمًا من 1 إلى { $count }.
widget__class_view__voted = جهاز العرض يسأل الصف: «{ $sentence }» يجيب الطلاب على طاولاتهم. عندما ينتهون، اعرضوا الجواب من هذا الدفتر.
widget__class_view__revealed = جهاز العرض يعرض الجواب: { $reveal }
widget__class_view__picture__title = الصف { $code }
widget__class_view__picture__students__one = { $students ->
        [one] انضمّ طالب واحد.
       *[other] انضمّ { $students } طالب.
    }
widget__class_view__picture__students__many = { $students ->
        [zero] لم ينضمّ أي طالب.
        [two] انضمّ طالبان.
        [few] انضمّ { $students } طلاب.
        [many] انضمّ { $students } طالبًا.
       *[other] انضمّ { $students } طالب.
    }
widget__class_view__picture__answers__one = { $answered ->
        [one] أُعطي جواب واحد في الاختبار.
       *[other] أُعطي { $answered } جواب في الاختبار.
    }
widget__class_view__picture__answers__many = { $answered ->
        [zero] لم يُعطَ أي جواب في الاختبار.
        [two] أُعطي جوابان في الاختبار.
        [few] أُعطيت { $answered } أجوبة في الاختبار.
        [many] أُعطي { $answered } جوابًا في الاختبار.
       *[other] أُعطي { $answered } جواب في الاختبار.
    }
widget__class_view__picture__tables__one = { $tables ->
        [one] طاولة واحدة مفتوحة.
       *[other] { $tables } طاولة مفتوحة.
    }
widget__class_view__picture__tables__many = { $tables ->
        [zero] لا طاولات مفتوحة.
        [two] طاولتان مفتوحتان.
        [few] { $tables } طاولات مفتوحة.
       *[other] { $tables } طاولة مفتوحة.
    }
widget__class_view__error__code = يحتاج ClassView إلى رمز صفّكم، بين علامتي تنصيص، مثل ClassView("river-7661")؛ و{ $got } ليس رمز صف.
# the teacher's class view: the page's words
widget__class_view__page__title = الصف { $code }
widget__class_view__page__live = مباشر: هذا العرض يتغيّر بينما يعمل طلابكم.
widget__class_view__page__students = الطلاب
widget__class_view__page__no_students = لم ينضمّ أي طالب بعد. أعطوهم رمز الصف { $code }.
widget__class_view__page__student = الطالب
widget__class_view__page__lessons = الدروس
widget__class_view__page__practice = التمرين
widget__class_view__page__test = الاختبار
widget__class_view__page__none_yet = لا شيء بعد
widget__class_view__page__lesson_chip = الدرس { $number }: { $stars } ★
widget__class_view__page__lesson_title = { $title }: أُنجزت { $done } من { $steps } خطوات
widget__class_view__page__practice_chip = { $kind }: المستوى { $level }
widget__class_view__page__answered_of = { $answered } من { $count }
widget__class_view__page__puzzle_answered = اللغز { $number }: أُجيب عنه
widget__class_view__page__puzzle_not_yet = اللغز { $number }: لم يُجَب عنه بعد
widget__class_view__page__tables = الطاولات
widget__class_view__page__no_tables = لم تُفتح أي طاولة بعد.
widget__class_view__page__table = الطاولة { $number }
widget__class_view__page__round = الجولة { $round }
widget__class_view__page__round_over = انتهت الجولة { $round }
widget__class_view__page__game_over = انتهت اللعبة
widget__class_view__page__paused = متوقّفة مؤقتًا
widget__class_view__page__seat_student = { $seat }: { $user }
widget__class_view__page__seat_away = { $seat }: { $user } (غائب، الكمبيوتر يلعب عنه)
widget__class_view__page__seat_computer = { $seat }: الكمبيوتر
widget__class_view__page__score = { $points ->
        [one] نقطة واحدة
        [two] نقطتان
        [few] { $points } نقاط
       *[other] { $points } نقطة
    }
widget__class_view__page__to_play = دوره
widget__class_view__page__pause = أوقف كل الطاولات مؤقتًا
widget__class_view__page__resume = استأنف كل الطاولات
widget__class_view__page__release = انشر العلامات
widget__class_view__page__released = نُشرت العلامات
widget__class_view__page__sure_release = هل تنشرون العلامات الآن؟ سيرى كل طالب علاماته هو، ولن تُقبل أجوبة أخرى.
widget__class_view__page__yes_release = نعم، انشر العلامات
widget__class_view__page__not_yet = ليس بعد
widget__class_view__page__save = احفظ النتائج (CSV)
widget__class_view__page__actions = أزرار الأستاذ
# the class test on a hub: Python's sentences
widget__class_test__hub__on_hub = هذا الاختبار يعمل على منصّة مدرستك: كل جواب يصل إلى أستاذك لحظة تعطيه، ولا يُكتب أي ملف.
widget__class_test__hub__sent__next = جوابك عن اللغز { $number } وصل إلى أستاذك: «{ $answer }». هذا هو اللغز { $next }.
widget__class_test__hub__sent__all = جوابك عن اللغز { $number } وصل إلى أستاذك: «{ $answer }». كان هذا آخر لغز لك.
widget__class_test__hub__answered_already = جوابك عن اللغز { $number } وصل إلى أستاذك من قبل، ولا يمكن تغييره.
widget__class_test__hub__welcome_back = أهلًا بعودتك يا { $name }: { $answered } من { $count } أجوبة وصلت إلى أستاذك.
widget__class_test__hub__closed_before = كان أستاذك قد نشر العلامات قبل أن تبدأ، فهذا الاختبار مغلق: لا يمكن إعطاء أي جواب الآن. تحت تجد ألغازه الـ{ $count } مع أجوبتها، لتنظر فيها.
widget__class_test__hub__not_released = لم ينشر أستاذك العلامات بعد. اسأل من جديد لاحقًا.
widget__class_test__hub__no_finish = على المنصّة لا يوجد شيء لتسلّمه: كل جواب وصل إلى أستاذك لحظة أعطيته.
widget__class_test__hub__no_word = على المنصّة، أستاذك هو من ينشر العلامات: اضغط «أظهر علاماتي».
widget__class_test__hub__fixed_test = على المنصّة، الاختبار هو الذي يحمله رمز الصف: لا يمكن اختيار النوع والعدد والمستوى هنا.
widget__class_test__hub__other_test = خدمة الصف تحمل للصف { $code } اختبارًا غير الذي في هذا الدفتر.
widget__class_test__hub__summary__no_code = اختبار على المنصّة، ينتظر رمز الصف
widget__class_test__hub__summary__answering = اختبار الصف { $code } على المنصّة، { $name }: أُجيب عن { $answered } من { $count }
widget__class_test__hub__summary__sent = اختبار الصف { $code } على المنصّة، { $name }: أُجيب عن الكل، والعلامات لم تُنشر بعد
widget__class_test__hub__summary__results = اختبار الصف { $code } على المنصّة، { $name }: { $right } صحيحة من { $count }
# the class test on a hub: the page's words
widget__class_test__hub__page__start_label = ابدأ الاختبار
widget__class_test__hub__page__who = المنصّة تعرف من أنت: اكتب رمز صفّك فقط.
widget__class_test__hub__page__sent = جوابك عن هذا اللغز وصل إلى أستاذك. لا يمكن تغييره.
widget__class_test__hub__page__marks = أظهر علاماتي
widget__class_test__hub__page__waiting = كل أجوبتك الـ{ $count } وصلت إلى أستاذك. تظهر علاماتك هنا عندما ينشرها أستاذك.
widget__class_test__hub__page__badge_sent = أُجيب عن الكل
# a learner's stars and levels, reported to the class on a hub
widget__class_progress__lesson = نجومك تصل إلى أستاذك أيضًا، في الصف { $code }.
widget__class_progress__practice = مستوياتك تصل إلى أستاذك أيضًا، في الصف { $code }.
widget__class_progress__off_hub__lesson = لا توجد خدمة صف هنا (فهي تعمل على منصّة المدرسة فقط)، فتبقى نجومك على هذا الكمبيوتر ولا يراها أستاذك.
widget__class_progress__off_hub__practice = أنت تتمرّن على ألغاز الصف { $code }. لا توجد خدمة صف هنا (فهي تعمل على منصّة المدرسة فقط)، فتبقى مستوياتك على هذا الكمبيوتر ولا يراها أستاذك.
widget__class_progress__failed = عملك محفوظ على هذا الكمبيوتر، لكن خدمة الصف لم تستلمه، فلا يراه أستاذك: { $error }

## widgets/lesson: The lesson widget's words (konkan/widgets/lesson.py, js/src/lesson.js); its table's are the table's.

widget__lesson__noun = درس
widget__lesson__label = درس كونكان
widget__lesson__stars__none = لم تُنجَز بعد
widget__lesson__stars__one = { $count ->
        [one] نجمة واحدة
       *[other] { $count } نجمة
    }
widget__lesson__stars__many = { $count ->
        [two] نجمتان
        [few] { $count } نجوم
       *[other] { $count } نجمة
    }
widget__lesson__not_mine = ليست نجومك؟{" "}
widget__lesson__afresh = ابدأ من جديد
widget__lesson__afresh_ask = تبدأ من جديد؟ النجوم الظاهرة ومستويات التمرين تُحفَظ جانبًا للطالب صاحبها، ونجومك أنت تبدأ من الصفر.{" "}
widget__lesson__afresh_yes = نعم، ابدأ من جديد
widget__lesson__afresh_no = لا، هي نجومي
widget__lesson__steps = خطوات هذا الدرس
widget__lesson__step_label = الخطوة { $number }، { $title }، { $stars }
widget__lesson__title = الدرس { $number }: { $title }
widget__lesson__complete = انتهى الدرس: أنجزتَ كل الخطوات
widget__lesson__done = أنجزتَ { $done } من { $count } خطوات
widget__lesson__step_name = الخطوة { $number } من { $count }: { $title }
widget__lesson__question = سؤال: { $prompt }
widget__lesson__your_answer = إجابتك:
widget__lesson__check = تحقّق
widget__lesson__choices__many = الخيارات: اختر كل خيار صحيح
widget__lesson__choices__one = الخيارات: اختر خيارًا واحدًا
widget__lesson__check_why = تحقّق من إجابتك
widget__lesson__pick_first = اختر خيارًا أولًا.
widget__lesson__earned = { $stars } لهذه الخطوة
widget__lesson__hint_is = تلميح:{" "}
widget__lesson__solution = الحل
widget__lesson__controls = الدرس
widget__lesson__hint = تلميح
widget__lesson__show_solution = أظهِر الحل
widget__lesson__retry = جرّب من جديد
widget__lesson__retry_why = ابدأ هذه الخطوة من أولها
widget__lesson__next = التالي
widget__lesson__next_step = الخطوة التالية
widget__lesson__last_step = هذه آخر خطوة في الدرس.
widget__lesson__next_why = انتقل إلى الخطوة التالية
widget__lesson__reach_goal = صِل إلى الهدف أولًا.
# What Python says (konkan/widgets/lesson.py): refusals, the status line, the repr, the picture.
widget__lesson__error__lesson = يجب أن يكون lesson اسم درس (مثل 'melds') أو رقمه أو konkan.teaching.lessons.LessonPlan، لكنه { $got }
widget__lesson__error__progress = يجب أن يكون progress مسار ملف أو konkan.teaching.lessons.Progress، لكنه { $got }
widget__lesson__error__step_range = يجب أن يكون step من 1 إلى { $count } (خطوات هذا الدرس)، لكنه { $got }
widget__lesson__error__step = يجب أن يكون step رقم خطوة (1 للأولى) أو معرّفها، لكنه { $got }
widget__lesson__question_no_move = هذه الخطوة سؤال: أجب عنه في الأسفل؛ لا تُلعب فيها أي ورقة.
widget__lesson__one_round = خطوة الدرس جولة واحدة فقط: اضغط «الخطوة التالية» لتكمل.
widget__lesson__no_new_game = الدرس لا يوزّع لعبة جديدة: اضغط «جرّب من جديد» لتبدأ هذه الخطوة من أولها.
widget__lesson__button__question = هذه الخطوة سؤال: أجب عنه في الأسفل.
widget__lesson__button__done = انتهت هذه الخطوة: اضغط «الخطوة التالية» لتكمل.
widget__lesson__button__failed = انتهت هذه المحاولة: اضغط «جرّب من جديد» لتبدأ الخطوة من أولها.
widget__lesson__status__done = انتهت الخطوة.
widget__lesson__status__failed = انتهت هذه المحاولة.
widget__lesson__status__question = سؤال: أجب عنه تحت الطاولة.
widget__lesson__status__goal = دورك. الهدف: { $goal }
widget__lesson__you_play = أنت { $name }
widget__lesson__goal_first = صِل إلى هدف هذه الخطوة أولًا، أو اختر خطوة أخرى من الشريط في الأعلى.
widget__lesson__last = كانت هذه آخر خطوة في هذا الدرس.
widget__lesson__no_step = خطوات هذا الدرس من 1 إلى { $count }: لا توجد خطوة رقم { $number }.
widget__lesson__not_a_question = هذه الخطوة تُلعب بالأوراق على الطاولة، لا بالإجابة.
widget__lesson__one_answer = أجب بالخيارات التي اخترتها أو برقم، بواحد منهما فقط.
widget__lesson__afresh_done = نجومك ومستويات تمرينك تبدأ من هنا، من الصفر.
widget__lesson__afresh_done__kept = نجومك ومستويات تمرينك تبدأ من هنا، من الصفر. أما النجوم التي ظهرت من قبل فمحفوظة للطالب صاحبها، في المجلد { $folder }: { $where }.
widget__lesson__repr = الدرس { $number } «{ $title }»: الخطوة { $step } من { $count }، أنجزتَ { $done } من { $count }

## widgets/practice: The practice widget's words (``widget.practice.*``) and the class test's (``widget.class_test.*``): what the page shows around a puzzle, the test's stages, their pictures, and what either refuses (``error.widget.practice.*``, ``error.widget.class_test.*``).

# what the page calls the widget once its kernel is gone (widget.lost)
widget__practice__noun = تمرين
widget__class_test__noun = اختبار
# what the page writes around a puzzle (js/src/puzzle.js, practice.js), sent to it as templates
widget__practice__page__root = ألغاز التمرين
widget__practice__page__title = تمرين
widget__practice__page__level_badge = المستوى { $level } من { $levels }
widget__practice__page__puzzle = اللغز { $number }
widget__practice__page__streak = صحيحة على التوالي: { $streak }
widget__practice__page__streak_title = الأجوبة الصحيحة المتتالية في هذا المربّع
widget__practice__page__score = { $right } صحيحة من { $tried }
widget__practice__page__two_colours = لونان
widget__practice__page__four_colours = أربعة ألوان
widget__practice__page__all_in_melds = كل الأوراق في مجموعات.
widget__practice__page__row_label = { $caption }: { $cards }
widget__practice__page__your_melds = مجموعاتك
widget__practice__page__no_melds_yet = لم تصنع أي مجموعة بعد.
widget__practice__page__remove = أزل
widget__practice__page__remove_title = أرجع هذه الأوراق إلى يدك
widget__practice__page__remove_label = أزل المجموعة { $number }: { $cards }
widget__practice__page__check = تحقّق
widget__practice__page__keep = احتفظ بهذا الجواب
widget__practice__page__keep_typed = احتفظ بما كتبته
widget__practice__page__your_answer = جوابك
widget__practice__page__answer_label = جوابك:
widget__practice__page__how = { $how }.
widget__practice__page__each_score = نتيجة كل لاعب
widget__practice__page__make_meld = اصنع مجموعة
widget__practice__page__pick_first = اختر أوراق مجموعة أولًا.
widget__practice__page__put_back = أرجع الكل
widget__practice__page__type_all = أو اكتبها كلها:
widget__practice__page__type_it = أو اكتبه:
widget__practice__page__cited = { $text } ({ $rule })
widget__practice__page__slip = الغلطة:
widget__practice__page__right = صحيح!
widget__practice__page__not_right = غير صحيح
widget__practice__page__speak_right = صحيح! { $text }
widget__practice__page__speak_wrong = غير صحيح. { $text }
widget__practice__page__show_hint = أظهر تلميحًا
widget__practice__page__show_solution = أظهر الحلّ
widget__practice__page__solution_title = إذا رأيت الحلّ أولًا يُحسب هذا اللغز فائتًا.
widget__practice__page__next = اللغز التالي
widget__practice__page__hint = تلميح
widget__practice__page__solution = الحلّ
widget__practice__page__seen_first = رأيته قبل أن تجيب، فهذا اللغز يُحسب فائتًا.
widget__practice__page__levels_title = مستواك في كل صنف من الألغاز:
widget__practice__page__levels_label = مستواك في كل صنف
widget__practice__page__level = المستوى { $level }
widget__practice__page__level_of = المستوى { $level } من { $levels }
widget__practice__page__level_right = { $right } صحيحة من { $tried }
# what the class test's page writes (js/src/class_test.js), sent to it as templates
widget__class_test__page__title = اختبار
widget__class_test__page__title_class = اختبار · الصف { $code }
widget__class_test__page__badge_results = { $right } صحيحة من { $count }
widget__class_test__page__badge_handed_in = سُلّم
widget__class_test__page__badge_answered = أُجيب عن { $answered } من { $count }
widget__class_test__page__start_label = ابدأ الاختبار
widget__class_test__page__describe = اختبار من ألغاز صفّك.
widget__class_test__page__how_it_goes = كل جواب يُحفظ في ملف أولًا بأول. عندما تنتهي، تسلّم الاختبار. ترى ما أصبت فيه، ولماذا، عندما يعطي أستاذك كلمة النتائج.
widget__class_test__page__ask_begun = بدأ أحدهم اختبارًا على هذا الكمبيوتر باسم { $name }. هل هو اختبارك؟
widget__class_test__page__ask_handed_in = سلّم أحدهم اختبارًا على هذا الكمبيوتر باسم { $name }. هل هو اختبارك؟
widget__class_test__page__mine = نعم، إنه لي: أكمل
widget__class_test__page__not_mine = لا، أنا { $name } آخر: ابدأ اختباري
widget__class_test__page__not_mine_title = الاختبار الذي بدأ من قبل يبقى محفوظًا لأستاذك؛ واختبارك يبدأ فارغًا.
widget__class_test__page__another_name = اكتب اسمًا آخر
widget__class_test__page__code_label = رمز الصف:
widget__class_test__page__name_label = اسمك:
widget__class_test__page__start = ابدأ الاختبار
widget__class_test__page__begun_already = بدأت من قبل؟
widget__class_test__page__carry_on_as = أكمل باسم { $name }
widget__class_test__page__carry_on_as_class = أكمل باسم { $name } (الصف { $code })
widget__class_test__page__resume_how = لتكمل باسم { $name }، اكتب اسمك في الخانة فوق، ثم اضغط «ابدأ الاختبار».
widget__class_test__page__nav_label = ألغاز الاختبار
widget__class_test__page__nav_right = اللغز { $number }، صحيح
widget__class_test__page__nav_no_answer = اللغز { $number }، بلا جواب
widget__class_test__page__nav_not_right = اللغز { $number }، غير صحيح
widget__class_test__page__nav_answered = اللغز { $number }، أُجيب عنه
widget__class_test__page__nav_open = اللغز { $number }، لا جواب بعد
widget__class_test__page__results_label = نتائجك
widget__class_test__page__you_got = أصبت في { $right } من { $count }.
widget__class_test__page__no_answer_given = غير صحيح: لم تُعطِ جوابًا.
widget__class_test__page__answered_right = صحيح! أجبت «{ $answer }».
widget__class_test__page__answered_wrong = غير صحيح: أجبت «{ $answer }».
widget__class_test__page__the_answer = الجواب: { $answer }
widget__class_test__page__look_again = انظر إليه من جديد
widget__class_test__page__download = حمّل الملف { $name }
widget__class_test__page__handed_in_label = سُلّم
widget__class_test__page__handed_in_line = اختبارك سُلّم: أجبت عن { $answered } من { $count } من الألغاز.
widget__class_test__page__release_how = تظهر نتائجك هنا عندما يعطي أستاذك كلمة النتائج. اكتبها، ثم اضغط «أظهر نتائجي».
widget__class_test__page__release_label = كلمة النتائج:
widget__class_test__page__show_results = أظهر نتائجي
widget__class_test__page__puzzle_of = اللغز { $number } من { $count }: { $name }
widget__class_test__page__kept = جوابك الآن: «{ $answer }». أعطِ جوابًا آخر لتغيّره، حتى تنتهي.
widget__class_test__page__previous = اللغز السابق
widget__class_test__page__next = اللغز التالي
widget__class_test__page__skip = تخطَّ هذا اللغز الآن
widget__class_test__page__finish_left = أنهِ الاختبار، مع { $left } بلا جواب
widget__class_test__page__finish = أنهِ الاختبار
widget__class_test__page__finish_title = أجوبتك تُصحَّح، ولا يمكن تغييرها بعد ذلك.
widget__class_test__page__not_you = لست { $name }؟
widget__class_test__page__not_me = هذا ليس أنا
widget__class_test__page__sure_one = تنهي الآن؟ { $left ->
        [one] لغز واحد بلا جواب
       *[other] { $left } لغز بلا جواب
    }، وبعد هذا لا يمكن تغيير أي جواب.
widget__class_test__page__sure_many = تنهي الآن؟ { $left ->
        [two] لغزان بلا جواب
        [few] { $left } ألغاز بلا جواب
        [many] { $left } لغزًا بلا جواب
       *[other] { $left } لغز بلا جواب
    }، وبعد هذا لا يمكن تغيير أي جواب.
widget__class_test__page__sure = تنهي الآن؟ بعد هذا لا يمكن تغيير أي جواب.
widget__class_test__page__yes_finish = نعم، أنهِ الاختبار
widget__class_test__page__not_yet = ليس بعد
widget__class_test__page__no_answer = لم يُعطَ جواب لهذا اللغز.
# the rows of cards a puzzle shows, each with its caption
widget__practice__row__left_in_hand = الورق الباقي في اليد
widget__practice__row__cards = الأوراق
widget__practice__row__hand = الورق اللي باليد
widget__practice__row__opening = الورق اللي بإيدك: اختر أوراق مجموعة، ثم اضغط «اصنع مجموعة»
widget__practice__row__went_down = { $name } نازل
widget__practice__row__never_down = { $name } لم ينزل أبدًا
widget__practice__row__your_hand = الورق اللي بإيدك
widget__practice__row__your_table_meld = مجموعتك على الطاولة
widget__practice__row__top = الورقة التي فوق كومة الرمي
widget__practice__row__lay_off = الورق اللي بإيدك: اختر الأوراق التي يمكنك تركيبها
widget__practice__row__your_meld = مجموعتك ({ $name })
widget__practice__row__their_meld = مجموعة { $name }
# under the puzzle: levels go by kind
widget__practice__by_kind = المستويات حسب الصنف: لكل صنف من الألغاز مستواه الخاص.
widget__practice__by_kind__top = «{ $kind }» في المستوى { $level }، وهو الأعلى.
widget__practice__by_kind__rise = «{ $kind }» يصعد إلى المستوى { $level } بعد { $after ->
        [one] جواب صحيح واحد
        [two] جوابين صحيحين متتاليين
        [few] { $after } أجوبة صحيحة متتالية
        [many] { $after } جوابًا صحيحًا متتاليًا
       *[other] { $after } جواب صحيح متتالٍ
    } فيه، في أي مربّع: حتى الآن { $so_far }.
widget__practice__by_kind__streak = الأجوبة الصحيحة على التوالي تُعدّ في هذا المربّع، من كل الأصناف معًا.
# said by Python to the practice page
widget__practice__welcome_back__streak = أهلًا بعودتك: تكمل من حيث توقّفت، عند اللغز { $number }، مع { $right } صحيحة من { $tried }، ومتتاليتك { $streak }.
widget__practice__welcome_back__no_streak = أهلًا بعودتك: تكمل من حيث توقّفت، عند اللغز { $number }، مع { $right } صحيحة من { $tried }، ولا أجوبة صحيحة على التوالي بعد.
widget__practice__note__right_now = صحيح هذه المرة. الجواب الأول عن هذا اللغز هو الذي يُحسب.
widget__practice__note__first_counts = الجواب الأول عن هذا اللغز هو الذي يُحسب.
# repr and picture (where no kernel runs)
widget__practice__summary = { $kind }، المستوى { $level }، اللغز { $number }، { $right } صحيحة من { $tried }
widget__practice__summary__mix = خليط، الآن { $kind }، المستوى { $level }، اللغز { $number }، { $right } صحيحة من { $tried }
widget__practice__picture__title = تمرين: { $kind } · المستوى { $level } من { $levels }
widget__practice__picture__right = صحيح: { $text }
widget__practice__picture__wrong = غير صحيح: { $text }
widget__practice__picture__tally = على التوالي { $streak } · { $right } صحيحة من { $tried }
widget__practice__picture__name = تمرين: { $kind }
# what a practice refuses
error__widget__practice__mode = يجب أن يكون mode إما 'study' (الملاحظات فورًا) أو 'test' (التصحيح في النهاية)، لكن وصل { $mode }
error__widget__practice__test_only = name وcount وlevel وfolder هي لوضع الاختبار ({ $mode })؛ التمرين يحتفظ بمستوى كل نوع
error__widget__practice__code_or_seed = أعطِ رمز صف، أو seed أو rules، لا الاثنين: الرمز هو الذي يحدّد الطاولة والألغاز
# {call} is the Python that makes a test: Practice(code=..., mode='test')
error__widget__practice__start_is_test = start لوضع الاختبار: { $call }
error__widget__practice__leave_is_test = leave لوضع الاختبار: { $call }
error__widget__practice__for_test = هذا لوضع الاختبار: { $call }.
error__widget__practice__not_to_pick = الورقة { $card } ليست من الأوراق التي تختار منها هنا.
error__widget__practice__in_a_meld = الورقة { $card } موجودة في مجموعة صنعتها: أزل تلك المجموعة أولًا.
error__widget__practice__no_melds = هذا اللغز يُجاب عنه بدون صنع مجموعات.
error__widget__practice__pick_first = اختر أوراق مجموعة أولًا، ثم اضغط «اصنع مجموعة».
error__widget__practice__no_such_meld = لا توجد مجموعة كهذه لإزالتها.
error__widget__practice__one_way = أعطِ الجواب بطريقة واحدة: مكتوبًا في خانة واحدة، أو في خانة كل لاعب.
error__widget__practice__no_such_boxes = تجاهلت الأداة جوابًا فيه خانات ليست في هذا اللغز.
error__widget__practice__score_missing = اكتب نتيجة لـ{ $name } أيضًا: كل لاعب له نتيجة، حتى لو كانت 0.
error__widget__practice__pick_or_none = اختر أوراقًا أولًا، أو اضغط «{ $none }».
error__widget__practice__pick_cards_first = اختر أوراقًا أولًا.
error__widget__practice__type_first = اكتب جوابك في الخانة أولًا، ثم اضغط «تحقّق».
error__widget__practice__no_such_button = ليس في هذا اللغز زر جواب «{ $word }».
# the class test: said by Python to its page
widget__class_test__welcome_back__handed_in = أهلًا بعودتك يا { $name }: اختبارك سُلّم.
widget__class_test__welcome_back__one = أهلًا بعودتك يا { $name }: جوابك محفوظ. أكمل باللغز { $number }.
widget__class_test__welcome_back__many = أهلًا بعودتك يا { $name }: أجوبتك محفوظة ({ $answers }). أكمل باللغز { $number }.
widget__class_test__own_name = اكتب اسمك أنت لتبدأ اختبارك.
widget__class_test__kept__next = جوابك عن اللغز { $number } محفوظ: «{ $answer }». هذا هو اللغز { $next }.
widget__class_test__kept__all = جوابك عن اللغز { $number } محفوظ: «{ $answer }». كل الألغاز لها أجوبة الآن: راجعها بالأرقام فوق، أو أنهِ الاختبار.
widget__class_test__you_answered = أجبت «{ $answer }».
# the class test's repr and picture
widget__class_test__summary__no_code = اختبار، ينتظر رمز الصف واسم الطالب
widget__class_test__summary__no_name = اختبار الصف { $code }، عدد الألغاز { $count }، ينتظر اسم الطالب
widget__class_test__summary__handed_in = اختبار الصف { $code }، { $name }: سُلّم، والنتائج لم تُنشر بعد
widget__class_test__summary__finished = اختبار الصف { $code }، { $name }: انتهى، { $right } صحيحة من { $count }
widget__class_test__summary__answering = اختبار الصف { $code }، { $name }: اللغز { $number }، أُجيب عن { $answered } من { $count }
widget__class_test__picture__test = اختبار
widget__class_test__picture__code_and_name = اكتب رمز صفّك واسمك في الأداة لتبدأ.
widget__class_test__picture__title = اختبار · الصف { $code }
widget__class_test__picture__title__name = اختبار · الصف { $code } · { $name }
widget__class_test__picture__name = اكتب اسمك في الأداة لتبدأ.
widget__class_test__picture__handed_in = سُلّم. تظهر النتائج عندما يعطي أستاذك كلمة النتائج.
widget__class_test__picture__finished = انتهى: { $right } صحيحة من { $count }.
widget__class_test__picture__puzzle = اللغز { $number } من { $count }: { $kind }
widget__class_test__picture__answered = أُجيب عن { $answered } من { $count }
widget__class_test__picture__name_of = اختبار الصف { $code }
# what a class test refuses
error__widget__class_test__no_seed = في وضع الاختبار، رمز الصف هو الذي يحدّد الألغاز والطاولة: لا تعطِ seed ولا rules ولا progress
error__widget__class_test__taken = هذا الاختبار صار لـ{ $name }؛ شغّل الخلية من جديد لطالب آخر.
error__widget__class_test__code_first = اكتب أولًا رمز الصف الذي أعطاك إياه أستاذك: كلمة وأربعة أرقام، مثل olive-4271.
error__widget__class_test__other_class = هذا الاختبار للصف { $code }؛ شغّل الخلية من جديد لصف آخر.
error__widget__class_test__finish_first = أنهِ الاختبار أولًا: نتائجه تأتي بعده.
error__widget__class_test__word_first = اكتب كلمة النتائج أولًا: أستاذك يقولها بصوت عالٍ عندما يسلّم الجميع.
error__widget__class_test__not_the_word = هذه ليست كلمة النتائج لهذا الاختبار: اكتبها كما يقولها أستاذك، عندما ينتهي الجميع.
error__widget__class_test__handed_in = اختبارك سُلّم: تظهر ألغازه من جديد مع نتائجك، عندما يعطي أستاذك كلمة النتائج.
error__widget__class_test__puzzles = في هذا الاختبار الألغاز من 1 إلى { $count }.
error__widget__class_test__finished = هذا الاختبار انتهى: أجوبته صُحّحت ولا يمكن تغييرها.
error__widget__class_test__name_first = اكتب اسمك أولًا، ثم اضغط «ابدأ الاختبار».
error__widget__class_test__code_and_name_first = اكتب رمز الصف واسمك أولًا، ثم اضغط «ابدأ الاختبار».
error__widget__class_test__no_help = في الاختبار لا تلميح ولا حلّ حتى النهاية: أنهِ الاختبار لترى كل جواب مصحّحًا، مع حلّه.
error__widget__class_test__no_next = في الاختبار، انتقل إلى لغز آخر برقمه فوق، أو أنهِ الاختبار.

## widgets/retry: The words around a moment tried again at the table (konkan/widgets/retry.py: ``widget.retry.*``) and the practice of the learner's mistakes (``widget.mistakes.*``); what either refuses (``error.retry.outcome``, ``error.widget.mistakes.*``).

# one moment tried again (RetryState)
widget__retry__title = لحظة من لعبتك: أنت { $name }
widget__retry__status__right = وجدتَ حركة جيدة. اضغط «{ $label }» لتكمل.
widget__retry__status__answer = الحركة الأفضل معلَّمة على الطاولة. جرّبها، أو اضغط «{ $label }» لتكمل.
widget__retry__solved = وجدتَ حركة جيدة هنا من قبل.
widget__retry__button__back = ارجع إلى اللعبة
widget__retry__button__next = اللحظة التالية
widget__retry__button__finish = إنهاء
widget__retry__button__done_why = اترك هذه اللحظة.
widget__retry__button__leave_why = ارجع إلى اللعبة دون أن تجيب: تبقى هذه اللحظة في مراجعتك.
widget__retry__no_hint = لا يوجد تلميح هنا: هذه اللحظة سؤال. جرّب حركة؛ وبعد محاولتين خاطئتين تظهر الإجابة.
widget__retry__no_new_game = هذه اللحظة من لعبة لُعبت من قبل: لا تبدأ منها لعبة جديدة.
widget__retry__one_move = هذه اللحظة حركة واحدة: لا تأتي بعدها جولة هنا.
widget__retry__not_done = اعثر على حركة جيدة أولًا، أو أخطئ مرتين لترى الإجابة.
# the learner's mistakes, practised (Mistakes)
widget__mistakes__noun = تمرين على أغلاطك
widget__mistakes__label = تعلّم من أغلاطك
widget__mistakes__title = اللحظة { $number } من { $count } لتجربها من جديد اليوم
widget__mistakes__count__one = لحظة واحدة لتجربها من جديد اليوم.
widget__mistakes__count__many = { $count ->
    [two] لحظتان لتجربهما من جديد اليوم.
    [few] { $count } لحظات لتجربها من جديد اليوم.
   *[other] { $count } لحظة لتجربها من جديد اليوم.
}
widget__mistakes__none = لا توجد أغلاط لتتمرّن عليها الآن. العب جولة، واضغط «المراجعة» بعدها.
widget__mistakes__waiting__one__today = عندك لحظة واحدة محفوظة. لم يحن وقتها بعد: سترجع لاحقًا اليوم. التمرين على فترات متباعدة يساعدك على التذكّر.
widget__mistakes__waiting__one__tomorrow = عندك لحظة واحدة محفوظة. لم يحن وقتها بعد: سترجع غدًا. التمرين على فترات متباعدة يساعدك على التذكّر.
widget__mistakes__waiting__one__days = عندك لحظة واحدة محفوظة. لم يحن وقتها بعد: سترجع { $days ->
        [two] بعد يومين
        [few] بعد { $days } أيام
       *[other] بعد { $days } يومًا
    }. التمرين على فترات متباعدة يساعدك على التذكّر.
widget__mistakes__waiting__many__today = { $kept ->
        [two] عندك لحظتان محفوظتان.
        [few] عندك { $kept } لحظات محفوظة.
       *[other] عندك { $kept } لحظة محفوظة.
    } لم يحن وقت أيّ منها بعد: أقربها يرجع لاحقًا اليوم. التمرين على فترات متباعدة يساعدك على التذكّر.
widget__mistakes__waiting__many__tomorrow = { $kept ->
        [two] عندك لحظتان محفوظتان.
        [few] عندك { $kept } لحظات محفوظة.
       *[other] عندك { $kept } لحظة محفوظة.
    } لم يحن وقت أيّ منها بعد: أقربها يرجع غدًا. التمرين على فترات متباعدة يساعدك على التذكّر.
widget__mistakes__waiting__many__days = { $kept ->
        [two] عندك لحظتان محفوظتان.
        [few] عندك { $kept } لحظات محفوظة.
       *[other] عندك { $kept } لحظة محفوظة.
    } لم يحن وقت أيّ منها بعد: أقربها يرجع { $days ->
        [two] بعد يومين
        [few] بعد { $days } أيام
       *[other] بعد { $days } يومًا
    }. التمرين على فترات متباعدة يساعدك على التذكّر.
widget__mistakes__none__title = تعلّم من أغلاطك
widget__mistakes__finished = كانت هذه آخر لحظة لليوم. كل لحظة ترجع في يوم آخر، واللحظة التي أخطأت فيها ترجع أسرع.
widget__mistakes__summary__one = لحظة تجربها من جديد الآن: { $due } من { $kept }
widget__mistakes__summary__many = لحظات تجربها من جديد الآن: { $due } من { $kept }
widget__mistakes__no_move = لا توجد لحظة لتجربها الآن.
error__retry__outcome = نتيجة المحاولة يجب أن تكون واحدة من { $known }، لكنها { $value }
error__widget__mistakes__book = تحتاج Mistakes إلى مسار ملف أغلاط أو إلى MistakeBook، لكنها تلقّت { $value }

## widgets/scoresheet: The score sheet widget's words (konkan/widgets/scoresheet.py, js/src/scoresheet.js).

widget__scoresheet__noun = ورقة الحساب
widget__scoresheet__title = ورقة الحساب
widget__scoresheet__how = بعد كل جولة: الورق اللي بإيد كل لاعب، ومن نزل، ومن خلّص ورقه وكيف.
widget__scoresheet__ending__out = خلّص ورقه
widget__scoresheet__ending__hand = هاند
widget__scoresheet__ending__konkan = كونكان
widget__scoresheet__ending__declared = كونكان مُعلَن
widget__scoresheet__ending__void = جولة ملغاة
widget__scoresheet__end = نهاية اللعبة
widget__scoresheet__form = الجولة التي تريد حسابها
widget__scoresheet__rows = الورق الباقي مع كل لاعب
widget__scoresheet__head__player = اللاعب (يمكنك تغيير الاسم)
widget__scoresheet__head__cards = الورق الباقي (مثلًا KS 7H JK)
widget__scoresheet__head__read = قُرئ هكذا
widget__scoresheet__head__down = نزل
widget__scoresheet__head__out = خلّص
widget__scoresheet__player = اللاعب { $number }
widget__scoresheet__name = اسم اللاعب { $number }
widget__scoresheet__name_how = اكتب اسمًا جديدًا، ثم اضغط Enter
widget__scoresheet__none = لا شيء
widget__scoresheet__went_down = نزل
widget__scoresheet__how_ended = كيف انتهت الجولة
widget__scoresheet__how_it_ended = كيف انتهت:
widget__scoresheet__grid = أوراق للإضافة
widget__scoresheet__add = أضف { $card }
widget__scoresheet__score = احسب الجولة
widget__scoresheet__undo = تراجع عن آخر جولة
widget__scoresheet__new_game = لعبة جديدة
widget__scoresheet__new_evening = سهرة جديدة
widget__scoresheet__grid_for = أو اضغط على الأوراق لتضيفها إلى ورق { $name } (اضغط في سطر لاعب آخر لتغيّر):
widget__scoresheet__cards_left = { $name }: الورق الباقي
widget__scoresheet__pick_for = اختر أوراق { $name } من الشبكة
widget__scoresheet__down = { $name } نزل
widget__scoresheet__out = { $name } خلّص ورقه
widget__scoresheet__out_of_game = خارج اللعبة
widget__scoresheet__no_cards = لا أوراق
widget__scoresheet__score_why = احسب الجولة التي كتبتها فوق
widget__scoresheet__standings = الترتيب النهائي
widget__scoresheet__game_over = انتهت اللعبة
widget__scoresheet__teams = الفريقان: { $first } و{ $third } { $one } · { $second } و{ $fourth } { $two }
widget__scoresheet__by_round = النتائج حسب الجولة
widget__scoresheet__round = الجولة
widget__scoresheet__name_out = { $name } (خارج)
widget__scoresheet__is_out = { $name } خارج اللعبة
widget__scoresheet__total = المجموع
widget__scoresheet__why = { $round }: سبب كل سطر
# What Python says (konkan/widgets/scoresheet.py): refusals, what was saved, the repr, the picture.
widget__scoresheet__error__rules = يجب أن يكون rules قواعد كونكان (Rules)، لكن وصل { $got }
widget__scoresheet__error__players = players={ $players } لكن القواعد تقول { $rules } لاعبين: أعطِ واحدًا منهما فقط.
widget__scoresheet__error__partnership = partnership=True لكن القواعد تقول إن كل لاعب يلعب وحده: أعطِ واحدًا منهما فقط.
widget__scoresheet__error__path = يجب أن يكون path اسم ملف، مثل 'evening.json'، لكن وصل { $got }
widget__scoresheet__error__file = { $error } تُرك الملف كما كان: انقله أو غيّر اسمه، أو أعطِ هذه الورقة اسم ملف آخر.
widget__scoresheet__error__other_rules = ورقة الحساب { $path } حُفظت بقواعد غير القواعد المعطاة: افتحها بدون players أو rules، أو أعطِ مسارًا آخر.
widget__scoresheet__error__other_names = ورقة الحساب { $path } تسمّي لاعبيها { $names }: افتحها بدون أسماء، أو أعطِ مسارًا آخر.
widget__scoresheet__greet = اكتب الجولة: الورق الباقي مع كل لاعب، ومن نزل، ومن خلّص ورقه وكيف.
widget__scoresheet__error__no_file = قل أين تُحفظ ورقة الحساب: هذه الورقة ليس لها ملف خاص بها.
widget__scoresheet__opened__one = فُتح { $file }: { $count ->
        [one] فيه جولة واحدة مسجّلة
       *[other] فيه { $count } جولة مسجّلة
    }.
widget__scoresheet__opened__many = فُتح { $file }: { $count ->
        [two] فيه جولتان مسجّلتان
        [few] فيه { $count } جولات مسجّلة
       *[other] فيه { $count } جولة مسجّلة
    }.
widget__scoresheet__opened__one__day = فُتح { $file }: { $count ->
        [one] فيه جولة واحدة مسجّلة
       *[other] فيه { $count } جولة مسجّلة
    }، وآخر حفظ كان يوم { $weekday } { $day } { $month }.
widget__scoresheet__opened__many__day = فُتح { $file }: { $count ->
        [two] فيه جولتان مسجّلتان
        [few] فيه { $count } جولات مسجّلة
       *[other] فيه { $count } جولة مسجّلة
    }، وآخر حفظ كان يوم { $weekday } { $day } { $month }.
widget__scoresheet__weekday__0 = الاثنين
widget__scoresheet__weekday__1 = الثلاثاء
widget__scoresheet__weekday__2 = الأربعاء
widget__scoresheet__weekday__3 = الخميس
widget__scoresheet__weekday__4 = الجمعة
widget__scoresheet__weekday__5 = السبت
widget__scoresheet__weekday__6 = الأحد
widget__scoresheet__month__1 = كانون الثاني
widget__scoresheet__month__2 = شباط
widget__scoresheet__month__3 = آذار
widget__scoresheet__month__4 = نيسان
widget__scoresheet__month__5 = أيار
widget__scoresheet__month__6 = حزيران
widget__scoresheet__month__7 = تموز
widget__scoresheet__month__8 = آب
widget__scoresheet__month__9 = أيلول
widget__scoresheet__month__10 = تشرين الأول
widget__scoresheet__month__11 = تشرين الثاني
widget__scoresheet__month__12 = كانون الأول
widget__scoresheet__saved__empty = حُفظت في { $file }، ولا جولة مسجّلة بعد.
widget__scoresheet__saved__round = حُفظت في { $file } بعد الجولة { $number }.
widget__scoresheet__saved__void = حُفظت في { $file } بعد الجولة الملغاة.
widget__scoresheet__error__seat = لا يوجد مقعد { $seat }: في الورقة { $players } لاعبين (المقاعد من 0 إلى { $last }).
widget__scoresheet__error__out_add = { $name } خارج اللعبة ولن يلعب جولات أخرى (R9).
widget__scoresheet__error__out_finisher = { $name } خارج اللعبة، فلم يلعب هذه الجولة (R9).
widget__scoresheet__error__ending = تنتهي الجولة بـ'out' أو 'hand' أو 'konkan' أو 'declared' أو 'void'، لا بـ{ $got }.
widget__scoresheet__renamed = صار اسم { $old } الآن { $new }.
widget__scoresheet__same_name = { $new } يبقى اسمه { $new }.
widget__scoresheet__scored__void = الجولة الملغاة مكتوبة على الورقة بلا رقم: الجولة { $number } تُوزَّع من جديد (R2.3).
widget__scoresheet__scored = حُسبت الجولة { $number }: الورقة تحت تشرح كل سطر.
widget__scoresheet__undone__void = تراجعنا عن الجولة الملغاة: ما كتبته فيها رجع إلى النموذج، لتصحّحه وتحسبه.
widget__scoresheet__undone = تراجعنا عن الجولة { $number }: ما كتبته فيها رجع إلى النموذج، لتصحّحه وتحسبه.
widget__scoresheet__new_game__done = لعبة جديدة: الورقة فارغة، مع اللاعبين أنفسهم. اكتب الجولة 1 عندما تنتهي.
widget__scoresheet__new_game__kept = لعبة جديدة: الورقة فارغة، مع اللاعبين أنفسهم. اللعبة السابقة محفوظة في { $file }. اكتب الجولة 1 عندما تنتهي.
widget__scoresheet__new_evening__done = سهرة جديدة: الورقة فارغة، مع اللاعبين أنفسهم. اكتب الجولة 1 عندما تنتهي.
widget__scoresheet__new_evening__kept = سهرة جديدة: الورقة فارغة، مع اللاعبين أنفسهم. ورقة المرة الماضية محفوظة في { $file }. اكتب الجولة 1 عندما تنتهي.
widget__scoresheet__round_title = الجولة { $number }
widget__scoresheet__round_title__void = جولة ملغاة (الجولة { $number } وُزّعت من جديد)
widget__scoresheet__undo__none = لا توجد جولة للتراجع عنها.
widget__scoresheet__undo__void = أزل الجولة الملغاة من الورقة وأرجعها إلى النموذج
widget__scoresheet__undo__round = أزل الجولة { $number } من الورقة وأرجعها إلى النموذج
widget__scoresheet__declare_note = الجولة { $number } هي الأخيرة: من يعلن فيها كونكان وينزّله يربح اللعبة، مهما كانت المجاميع (R8.6).
widget__scoresheet__new_evening_why = احفظ هذه الورقة في { $kept } وابدأ ورقة فارغة في { $file }
widget__scoresheet__closed = الورقة لا تقبل جولات أخرى. زر «لعبة جديدة» يبدأ من جديد مع اللاعبين أنفسهم؛ وزر «تراجع عن آخر جولة» يرجع آخر جولة إلى النموذج، لتصحّحها.
widget__scoresheet__summary__players = { $count ->
        [two] لاعبان
        [few] { $count } لاعبين
        [many] { $count } لاعبًا
       *[other] { $count } لاعب
    }
widget__scoresheet__summary__partnership = شراكة
widget__scoresheet__summary__rounds__one = { $count ->
        [one] جولة واحدة
       *[other] { $count } جولة
    }
widget__scoresheet__summary__rounds__many = { $count ->
        [two] جولتان
        [few] { $count } جولات
       *[other] { $count } جولة
    }
widget__scoresheet__summary__totals = المجاميع { $totals }
widget__scoresheet__summary__over = انتهت
widget__scoresheet__picture__out = خارج
widget__scoresheet__picture__teams = الفريقان: { $first } و{ $third } { $one }، { $second } و{ $fourth } { $two }
widget__scoresheet__picture__round = الجولة { $number }:
widget__scoresheet__picture__void = جولة ملغاة (الجولة { $number } وُزّعت من جديد):

## widgets/shared_table: The shared table's words (``widget.shared_table.*``): a student's card table on the class service (konkan/widgets/shared_table.py, js/src/table_seats.js): the tables and seats to pick from, what the table says at its top, and what it refuses.

# the seat picker (js/src/table_seats.js), sent to the page as templates
widget__shared_table__picker = طاولات الصف { $code }
widget__shared_table__picker__intro = اختر مقعدًا فارغًا لتلعب مع صفّك.
widget__shared_table__picker__none = لم يفتح أستاذك أي طاولة بعد. انتظر قليلًا: ستظهر هنا.
widget__shared_table__picker__table = الطاولة { $number }
widget__shared_table__picker__round = الجولة { $number }
widget__shared_table__picker__paused = متوقّفة مؤقتًا
widget__shared_table__picker__mine = { $name }: مقعدك. اجلس من جديد
widget__shared_table__picker__free = { $name }: فارغ. اجلس هنا
widget__shared_table__picker__taken = { $name }: { $user }
widget__shared_table__picker__away = { $name }: { $user } (غائب، الكمبيوتر يلعب عنه)
widget__shared_table__picker__computer = { $name }: الكمبيوتر
widget__shared_table__picker__refresh = انظر من جديد
widget__shared_table__picker__seats = المقاعد على الطاولة { $number }
# at the table
widget__shared_table__leave = اترك الطاولة
widget__shared_table__leave_why = وأنت غائب، يلعب الكمبيوتر في مقعدك كلما كان طالب آخر هنا
widget__shared_table__title = الطاولة { $number } · { $round }
widget__shared_table__you = أنت
# what Python says
widget__shared_table__off_hub = لا توجد خدمة صف هنا (فهي تعمل على منصّة المدرسة فقط)، لذلك تلعب هنا لعبة الصف { $code } ضد لاعبين من الكمبيوتر. أستاذك لا يرى هذه الطاولة.
widget__shared_table__found = الصف { $code } موجود على خدمة الصف في مدرستك: اختر مقعدًا.
widget__shared_table__sat = أنت تجلس في مقعد { $name } على الطاولة { $number } من الصف { $code }، على خدمة الصف في مدرستك.
widget__shared_table__sat__took_over = أنت تجلس في مقعد { $name } على الطاولة { $number } من الصف { $code }. كان الكمبيوتر يلعب في مقعد { $name } حتى الآن، فالحركات التي يقول السجلّ إن «أنت» لعبتها قبل أن تجلس لعبها الكمبيوتر.
widget__shared_table__left = تركت الطاولة { $number }. وأنت غائب، يلعب الكمبيوتر في مقعدك كلما كان طالب آخر على الطاولة. اجلس من جديد لتلعب بنفسك.
widget__shared_table__away__played = وأنت غائب، لعب الكمبيوتر عنك: { $moves }
widget__shared_table__log__for_you = الكمبيوتر، عنك
widget__shared_table__last_move__for_you = آخر حركة، لعبها الكمبيوتر عنك وأنت غائب: { $text }
widget__shared_table__sent = استلمت خدمة الصف حركتك.
widget__shared_table__status__paused = أوقف أستاذك الطاولات مؤقتًا. انتظر حتى تُستأنف اللعبة.
widget__shared_table__question = أستاذك يسأل الصف عن الطاولة { $number }: { $sentence }
widget__shared_table__question__elsewhere = أستاذك يسأل الصف عن الطاولة { $number }، المعروضة على جهاز العرض (ليست طاولتك): { $sentence }
widget__shared_table__moment = أستاذك يسأل الصف عن لحظة من لعبة، معروضة على جهاز العرض: { $sentence }
widget__shared_table__moment__hand = ورق ذلك اللاعب (ليس ورقك: الورق اللي بإيدك على الطاولة تحت)
widget__shared_table__moment__top = الورقة التي فوق كومة الرمي
widget__shared_table__moment__melds = المجموعات على الطاولة
widget__shared_table__moment__no_melds = لا مجموعات على الطاولة بعد.
widget__shared_table__moment__best = جوابك { $answer }: هذه كانت أفضل حركة هنا. { $why }
widget__shared_table__moment__right = جوابك { $answer }: حركة جيدة، تقريبًا بجودة أفضل حركة. { $why }
widget__shared_table__moment__worse = جوابك { $answer }. { $reveal }
widget__shared_table__moment__shown = الجواب: { $reveal }
widget__shared_table__moment__answered = جوابك، { $answer }، وصل إلى أستاذك. انتظر الجواب.
widget__shared_table__moment__label__discard = discard ah
widget__shared_table__moment__label__take = draw أو take
widget__shared_table__moment__help__discard = اكتب الورقة التي تريد أن ترميها، مثل discard ah لرمي A♥.
widget__shared_table__moment__help__take = اكتب draw لتسحب من كومة السحب، أو take لتأخذ الورقة التي فوق كومة الرمي.
widget__shared_table__question__label = draw، take، discard 7s…
widget__shared_table__question__form = لا تستطيع الطاولة أن تقرأ { $given } كحركة. اكتب الحركة باختصار، مثل draw أو take أو discard 7s أو meld 7s 8s 9s (الأنواع تُكتب بحروف: s وh وd وc).
widget__shared_table__question__button = أرسل جوابي
widget__shared_table__question__answered = جوابك وصل إلى أستاذك. انتظر حتى تُستأنف اللعبة.
widget__shared_table__question__answered__with = جوابك، «{ $answer }»، وصل إلى أستاذك. انتظر حتى تُستأنف اللعبة.
widget__shared_table__status__computer = دور { $name } (الكمبيوتر).
widget__shared_table__error__local = هذه الطاولة ليست مشتركة مع صف: لا توجد مقاعد للاختيار.
widget__shared_table__error__seated = أنت تجلس على طاولة من قبل: اتركها أولًا.
widget__shared_table__error__not_seated = اختر مقعدًا على طاولة أولًا.
widget__shared_table__error__no_table = ليس في الصف { $code } طاولة { $table }.
widget__shared_table__error__shared = على طاولة مشتركة مع صفّك، خدمة الصف هي التي تلعب عن الكمبيوتر وتوزّع الورق.
widget__shared_table__error__poll = لم تستطع الطاولة أن تسمع من خدمة الصف ({ $error }: { $detail }). ستحاول من جديد بعد لحظة.
widget__shared_table__error__link = يجب أن يكون link استدعاءات خدمة الصف (ClassLink)، لكن وصل { $got }
widget__shared_table__error__options = الطاولة المشتركة تأخذ قواعدها ومقاعدها وتوزيعها من الصف: أعطِ الرمز فقط.
widget__shared_table__summary = الطاولة { $number } من الصف { $code }، { $name }
widget__shared_table__summary__picking = الصف { $code }، لا مقعد بعد

## widgets/small: The words of the smaller widgets' shared helpers (js/src/small.js): a row of cards to pick, a group of cards, a verdict's box. Every widget sends them to its page.

widget__small__cards = الورق
widget__small__no_cards = لا يوجد ورق.
widget__small__picked = { $card }، مختارة
widget__small__rule = القاعدة { $rule }

## widgets/table: The card table's words (konkan/widgets/table.py, js/src/table.js); the lesson draws the same table.

widget__table__noun = الطاولة
widget__table__label = طاولة كونكان
widget__table__controls = أدوات التحكم بالطاولة
widget__table__normal_speed = سرعة عادية
widget__table__faster = أسرع
widget__table__pause = إيقاف مؤقت
widget__table__play_on = تابع اللعب
widget__table__next_turn = الدور التالي
widget__table__next_turn_why = الكمبيوتر الذي عليه الدور يلعب دوره كاملًا
widget__table__no_computer = لا يوجد لاعب كمبيوتر عليه الدور الآن.
widget__table__step = خطوة
widget__table__step_why = العب حركة الكمبيوتر التالية الآن
# The teaching game (konkan/widgets/teaching_game.py): a clearly bad move taken back.
widget__table__teaching = لعبة تعليمية
widget__table__teaching__why = عندما تكون مفعّلة، تُلغى أي حركة تكلّفك نقاطًا بشكل واضح لتجرّب مرة أخرى.
widget__table__teaching__thinking = نفكّر في حركتك...
widget__table__teaching__wait = انتظر لحظة: الطاولة ما زالت تفكّر في حركتك.
widget__table__teaching__taken_back = أُلغيت حركتك: إنها تكلّفك نقاطًا بشكل واضح.
widget__table__teaching__taken_back__again = أُلغيت حركتك مرة أخرى: إنها تكلّفك نقاطًا بشكل واضح.
widget__table__teaching__again = جرّب حركة أخرى.
widget__table__teaching__again__hint = الحركة الأفضل معلَّمة على الطاولة. جرّب مرة أخيرة: هذه المرة ستبقى حركتك مهما كانت.
widget__table__teaching__again__last = جرّب مرة أخيرة: هذه المرة ستبقى حركتك مهما كانت.
widget__table__teaching__failed = بقيت حركتك كما هي: لم تستطع اللعبة التعليمية تقييمها ({ $error }).
widget__table__teaching__error__table = اللعبة التعليمية فقط لطاولتك الخاصة ضد الكمبيوتر: ليست لعدة أشخاص يتشاركون شاشة واحدة، ولا للدرس، ولا لطاولة الصف المشتركة.
widget__table__summary__teaching = لعبة تعليمية
widget__table__side__top = مقابلك
widget__table__side__left = على يسارك
widget__table__side__right = على يمينك
widget__table__cards__one = { $count ->
        [one] ورقة واحدة
       *[other] { $count } ورقة
    }
widget__table__cards__many = { $count ->
        [two] ورقتان
        [few] { $count } أوراق
       *[other] { $count } ورقة
    }
widget__table__seat = { $name }، { $cards }، لم ينزل بعد
widget__table__seat__down = { $name }، { $cards }، نازل
widget__table__seat__turn = { $name }، { $cards }، لم ينزل بعد، عليه الدور
widget__table__seat__down__turn = { $name }، { $cards }، نازل، عليه الدور
widget__table__computer = كمبيوتر
widget__table__to_play = عليه الدور
widget__table__down = نازل
widget__table__not_down = لم ينزل
widget__table__konkan = كونكان!
widget__table__piles = كومة السحب وكومة الرمي
widget__table__stock = كومة السحب، { $cards }: اسحب
widget__table__stock__empty = كومة السحب، فارغة
widget__table__empty = فارغة
widget__table__stock__count = كومة السحب · { $count }
widget__table__pile__empty = كومة الرمي، فارغة
widget__table__pile = كومة الرمي، { $cards }، في الأعلى { $card }: خذها
widget__table__pile__count = كومة الرمي · { $count }
widget__table__melds = المجموعات على الطاولة
widget__table__no_melds = لا توجد مجموعات على الطاولة بعد.
widget__table__meld = المجموعة { $number }، صاحبها { $owner }: { $message }
widget__table__points = { $points ->
        [one] نقطة واحدة
        [two] نقطتان
        [few] { $points } نقاط
       *[other] { $points } نقطة
    }
widget__table__joker_is = الجوكر = { $cards }
widget__table__jokers_are = الجوكران = { $cards }
widget__table__out = أنت خارج اللعبة.
widget__table__hand = الورق اللي بإيدك · { $cards }
widget__table__hand__named = الورق اللي بإيدك ({ $name }) · { $cards }
widget__table__sort_suit = رتّب حسب النوع
widget__table__sort_rank = رتّب حسب رقم الورقة
widget__table__show_hand = اكشف الورق اللي بإيدي
widget__table__hand_label = الورق اللي بإيدك: الأسهم للتنقّل، ومفتاح Space لاختيار ورقة، وShift مع الأسهم لتحريكها
widget__table__card__picked = { $card }، مختارة
widget__table__card__hinted = { $card }، عليها تلميح
widget__table__card__set_aside = { $card }، موضوعة جانبًا
widget__table__no_cards = لم يبقَ أي ورق بإيدك.
widget__table__set_aside = موضوعة جانبًا لتنزيلها معًا:
widget__table__joker_choice = الجوكر بدل أي ورقة
widget__table__joker_as = الجوكر بدل:
widget__table__joker_stands = الجوكر بدل { $card }
widget__table__pick = اختر أوراقًا لترى ماذا تشكّل.
widget__table__moves = الحركات
widget__table__next_round = الجولة التالية
widget__table__hint = تلميح
widget__table__hint_why = اسأل الكمبيوتر عن أفضل حركة الآن
widget__table__ask = اسأل الصف
widget__table__ask_why = أوقف اللعب مؤقتًا، واسأل الصف ماذا سيفعلون الآن
widget__table__question = سؤال للصف
widget__table__hint_is = تلميح:{" "}
widget__table__show_hint = اعرض التلميح
widget__table__then_next_turn = ثم اضغط «الدور التالي» لترى ماذا يفعل { $name }، ولماذا.
widget__table__then_step = ثم اضغط «خطوة» لترى ماذا يفعل { $name }، ولماذا.
widget__table__then_move = ثم العب الحركة التي يختارها الصف.
widget__table__log = ماذا حدث
widget__table__log_list = سجل الحركات
widget__table__reasons = اعرض أسباب لاعبي الكمبيوتر
widget__table__scores = ورقة الحساب
widget__table__round = الجولة
widget__table__not_in_round = ليس في هذه الجولة
widget__table__total = المجموع
widget__table__round_line = الجولة { $number }: { $message }
widget__table__scores_later = تظهر النتائج عندما تنتهي الجولة.
widget__table__player = اللاعب
widget__table__this_round = هذه الجولة
widget__table__why = لماذا
widget__table__round_over = انتهت الجولة { $number }
widget__table__game_over = انتهت اللعبة
widget__table__standings = الترتيب النهائي
widget__table__round_result = الجولة { $number }: { $message }
widget__table__round_result__void = الجولة { $number } (ملغاة): { $message }
widget__table__new_game = لعبة جديدة
widget__table__seed = رمز التوزيع (اتركه فارغًا لرمز جديد):
widget__table__seed_example = مثلًا { $seed }
widget__table__seed_is = رمز التوزيع لهذه اللعبة: { $seed }
widget__table__last_move = آخر حركة: { $text }
# What Python says (konkan/widgets/table.py): the buttons, the status line, refusals, the repr.
widget__table__error__size = يجب أن يكون size (الحجم) واحدًا من { $sizes }، لكنه { $got }
widget__table__error__code = أعطِ رمز صف، أو أعطِ لعبة أو قواعد أو رمز توزيع، لا الاثنين معًا: رمز الصف يحدّد الطاولة وتوزيعها
widget__table__error__game = يجب أن تكون game لعبة konkan من نوع Game، لكنها { $got }
widget__table__error__opponents = أعطِ خصمًا واحدًا لكل مقعد آخر ({ $seats })، لكن المُعطى { $got }
widget__table__and = { $first } و{ $then }
widget__table__status__won = انتهت اللعبة: فاز { $winners }.
widget__table__status__over = انتهت اللعبة.
widget__table__status__round_over = انتهت الجولة { $number }.
widget__table__status__out = أنت خارج اللعبة: مجموعك تجاوز { $score }. الباقون يكملون اللعب، وأنت تتفرّج وورقهم مخفي. الدور على { $name }.
widget__table__status__computer = { $name } (كمبيوتر) يلعب.
widget__table__status__paused = الدور على { $name } (كمبيوتر): اللعب متوقف مؤقتًا؛ اضغط «خطوة» أو «تابع اللعب».
widget__table__status__paused__projector = الدور على { $name } (كمبيوتر): اللعب متوقف مؤقتًا؛ اضغط «الدور التالي» أو «تابع اللعب».
widget__table__status__pass = الدور على { $name }: أعطِ الشاشة لصاحب الدور، ثم اضغط لكشف ورقه.
widget__table__status__draw = دورك: اسحب، أو خذ الورقة عن الأرض.
widget__table__status__down = دورك: نزّل مجموعة أو ركّب إن استطعت، ثم ارمِ ورقة.
widget__table__status__go_down = دورك: نزّل إن استطعت، ثم ارمِ ورقة.
# Laying off made easy to find (table_state.py: lay_off_help): the status line, a meld that
# takes the picked cards (its label and its word), and the live line until one is pressed.
widget__table__status__lay_off = تستطيع أن تركّب ورقة على مجموعة على الطاولة (R6.1): اخترها، ثم اضغط على المجموعة. بعدها ارمِ ورقة.
widget__table__meld__fits = المجموعة { $number }، صاحبها { $owner }: { $message } ما اخترته يركب هنا.
widget__table__fits = تركب هنا
widget__table__live__fits = { $text } أو اضغط على مجموعة عليها علامة «تركب هنا» لتركّب ورقتك عليها (R6.1).
widget__table__status__other = الدور على { $name }.
widget__table__status__title = الجولة { $number }
widget__table__status__title__of = الجولة { $number } من { $rounds }
widget__table__no_ask__over = انتهت الجولة: لا توجد حركة نسأل عنها.
widget__table__no_ask__computer = لسؤال الصف عن حركة الكمبيوتر يجب أن يكون كل الورق مكشوفًا، Table(open=True)، ليرى الجميع أوراقه.
widget__table__no_ask__hidden = اكشف أولًا ورق اللاعب الذي عليه الدور.
widget__table__why__discard = اختر الورقة الواحدة التي سترميها.
widget__table__why__meld = اختر أوراق المجموعة أولًا.
widget__table__why__lay_off = اختر ورقة، ثم اختر مجموعة على الطاولة.
widget__table__why__target = اختر مجموعة على الطاولة أيضًا.
widget__table__error__button = لا يوجد على الطاولة زر اسمه { $name }
widget__table__button__draw = اسحب
widget__table__button__take = خذ الورقة عن الأرض
widget__table__button__put_back = رجّعها
widget__table__button__meld = نزّل
widget__table__button__lay_off = ركّب
widget__table__button__swap = بدّل الجوكر
widget__table__button__discard = ارمِ
widget__table__button__undo = تراجع
widget__table__button__declare = أعلن كونكان
widget__table__button__stage = ضع جانبًا
widget__table__button__unstage = أرجِع ما وضعته جانبًا
widget__table__not_mine__over = انتهت الجولة.
widget__table__not_mine__hidden = اكشف الورق اللي بإيدك أولًا.
widget__table__not_mine__out = أنت خارج اللعبة.
widget__table__not_mine__turn = ليس دورك.
widget__table__unstage_why = أرجِع الأوراق الموضوعة جانبًا إلى باقي ورقك.
widget__table__stage_why = اختر أوراق مجموعة لتضعها جانبًا.
widget__table__error__out = أنت خارج اللعبة، فليس بإيدك ورق.
widget__table__error__hidden = ورقك مخفي: اكشفه أولًا.
widget__table__error__not_held = { $cards }: ليست بإيدك، فلا يمكنك اختيارها.
widget__table__error__joker = لا يمكن أن يكون الجوكر في الأوراق المختارة بدل { $card }: اختر أولًا مجموعة تستطيع فيها أن تختار الورقة التي يكون الجوكر بدلها.
widget__table__error__order = هذا الترتيب لا يضم الأوراق اللي بإيدك بالضبط؛ بقي ورقك كما كان.
widget__table__error__sort = يُرتَّب الورق حسب 'suit' (النوع) أو 'rank' (رقم الورقة)، وليس { $got }.
widget__table__error__no_meld = لا توجد مجموعة { $index } على الطاولة: عدد المجموعات عليها { $count }.
widget__table__error__shown = ورقك مكشوف دائمًا على هذه الطاولة.
widget__table__error__pace = سرعة اللعب هي مدة انتظار بين 50 و1000 ميلي ثانية.
widget__table__error__hint = التلميحات لدورك أنت فقط.
widget__table__no_hint = لا يوجد تلميح الآن.
widget__table__ask_question = ماذا كنت ستفعل الآن لو كنت { $name }؟
widget__table__error__ask_first = اسأل الصف أولًا؛ التلميح يأتي بعد ذلك.
widget__table__error__computer__refused = لم يستطع { $name } (كمبيوتر) أن يلعب، فتوقف اللعب مؤقتًا: القواعد ترفض حركته: { $error }
widget__table__error__computer__failed = لم يستطع { $name } (كمبيوتر) أن يلعب، فتوقف اللعب مؤقتًا: حدث خطأ ({ $error }: { $detail })
widget__table__error__not_over = الجولة { $number } لم تنتهِ بعد.
widget__table__error__game_over = انتهت اللعبة: لا توجد جولة تالية.
widget__table__error__no_move = لا توجد على الطاولة حركة اسمها { $got }.
widget__table__error__turn = الدور على { $name }، وليس عليك.
widget__table__error__still_playing = هذه اللعبة ما زالت قيد اللعب: تُوزَّع لعبة جديدة عندما تنتهي (أو شغّل الخلية مرة أخرى لتبدأ من جديد).
widget__table__new_game__seed = وُزّعت لعبة جديدة برمز التوزيع { $seed }: كل من يبدأ لعبة جديدة بهذا الرمز يحصل على التوزيع نفسه.
widget__table__new_game__class = وُزّعت اللعبة { $number } للصف { $code }: إنه التوزيع نفسه لكل من في الصف يلعب لعبة الصف رقم { $number }.
widget__table__dealt = وُزّعت الجولة { $number }.
widget__table__summary__hot_seat = عدة أشخاص على شاشة واحدة
widget__table__summary__one = { $name } ضد { $count ->
        [one] لاعب كمبيوتر واحد
       *[other] { $count } لاعب كمبيوتر
    }
widget__table__summary__many = { $name } ضد { $count ->
        [two] لاعبَي كمبيوتر
        [few] { $count } لاعبي كمبيوتر
       *[other] { $count } لاعب كمبيوتر
    }
widget__table__summary__round = الجولة { $number }
widget__table__summary__round__of = الجولة { $number } من { $rounds }
widget__table__summary__game_over = انتهت اللعبة
widget__table__summary__round_over = انتهت الجولة
widget__table__summary__to_play = الدور على { $name }
widget__table__summary__open = ورق مكشوف
widget__table__summary__projector = حجم جهاز العرض

## widgets/table_review: The Review at the card table (konkan.widgets.table_review): the button, the panel of the round's choices, a moment drawn again on the table, and the better move played on. Its keys start with ``widget.table.review.`` so the table's page (which reads every ``widget.table.`` word) has them.

# the button, the panel
widget__table__review__button = راجع هذه الجولة
widget__table__review__button_why = شاهد كل خيار في الجولة، وكم كلّفك، وما الذي كان أفضل.
widget__table__review__panel = مراجعة الجولة
widget__table__review__close = أغلق المراجعة
widget__table__review__seats = المراجعة:
widget__table__review__seat__you = أنت
widget__table__review__title__you = خياراتك في الجولة { $number }
widget__table__review__title__other = خيارات { $name } في الجولة { $number }
widget__table__review__progress = نراجع كل خيار: انتهينا من { $done } من أصل { $total }.
widget__table__review__progress__start = الكمبيوتر يستعد لمراجعة كل خيار.
widget__table__review__accuracy = الدقة في هذه الجولة: { $accuracy } من 100.
widget__table__review__luck__bad = الأوراق المسحوبة من كومة السحب كانت قيمتها أقل من السحب العادي بحوالي { $points ->
        [one] نقطة واحدة
        [two] نقطتين
        [few] { $points } نقاط
       *[other] { $points } نقطة
    }.
widget__table__review__luck__good = الأوراق المسحوبة من كومة السحب كانت قيمتها أكثر من السحب العادي بحوالي { $points ->
        [one] نقطة واحدة
        [two] نقطتين
        [few] { $points } نقاط
       *[other] { $points } نقطة
    }.
widget__table__review__strip = كل خيارات الجولة، بالترتيب
widget__table__review__legend = ★ أفضل حركة · ✓ حركة جيدة · ?! غلطة صغيرة · ? غلطة · ?? غلطة كبيرة
widget__table__review__moments = الخيارات التي كلّفت أكثر
widget__table__review__no_moments = لا يوجد خيار كلّف نقاطًا بشكل واضح، فلا شيء نعيد النظر فيه هنا.
widget__table__review__played = الحركة الملعوبة:
widget__table__review__better = الحركة الأفضل:
widget__table__review__mark__played = الملعوبة
widget__table__review__mark__better = الأفضل
widget__table__review__lost = خسارة حوالي { $points ->
        [one] نقطة واحدة
        [two] نقطتين
        [few] { $points } نقاط
       *[other] { $points } نقطة
    }.
widget__table__review__show = اعرضها على الطاولة
widget__table__review__retry = جرّبها مرة أخرى
widget__table__review__retry_why = سنسألك عن هذه اللحظة مرة أخرى: ماذا كنت ستفعل هنا؟
widget__table__review__book__one = حُفظ خيار واحد كلّف نقاطًا، ليسألك عنه التمرين مرة أخرى لاحقًا.
widget__table__review__book__many = { $count ->
        [two] حُفظ خياران كلّفا نقاطًا
        [few] حُفظت { $count } خيارات كلّفت نقاطًا
        [many] حُفظ { $count } خيارًا كلّفت نقاطًا
       *[other] حُفظ { $count } خيار كلّفت نقاطًا
    }، ليسألك عنها التمرين مرة أخرى لاحقًا.
widget__table__review__book__kept = الخيارات التي كلّفت نقاطًا محفوظة للتمرين من قبل.
widget__table__review__book__failed = تعذّر حفظ خياراتك التي كلّفت نقاطًا للتمرين ({ $error }).
# each chip of the strip (one per choice)
widget__table__review__symbol__best = ★
widget__table__review__symbol__good = ✓
widget__table__review__symbol__slip = ?!
widget__table__review__symbol__mistake = ?
widget__table__review__symbol__blunder = ??
widget__table__review__chip = الخيار { $number }: { $move } { $grade }.
widget__table__review__chip__lost = الخيار { $number }: { $move } { $grade }، خسارة حوالي { $points ->
        [one] نقطة واحدة
        [two] نقطتين
        [few] { $points } نقاط
       *[other] { $points } نقطة
    }.
widget__table__review__moment = الخيار { $number } من { $count }
# what was played, said of any seat
widget__table__review__move__draw = سحب ورقة من كومة السحب.
widget__table__review__move__take = أخذ { $card } عن الأرض.
widget__table__review__move__take_top = أخذ الورقة التي على رأس كومة الرمي.
widget__table__review__move__put_back = إرجاع الورقة إلى كومة الرمي.
widget__table__review__move__meld = تنزيل { $melds }.
widget__table__review__move__lay_off = تركيب { $cards } على المجموعة { $meld } على الطاولة.
widget__table__review__move__swap = تبديل الجوكر في المجموعة { $meld }: وضع { $cards } مكانه.
widget__table__review__move__discard = رمي { $card }.
widget__table__review__move__konkan = إعلان كونكان.
widget__table__review__move__undo = التراجع عن الحركة الأخيرة.
# a moment on the table
widget__table__review__replay__status = الخيار { $number } من { $count }، والطاولة كما رآها { $name } وقتها.
widget__table__review__replay__best = أحسنت: هذه كانت أفضل حركة هنا.
widget__table__review__replay__good = حركة جيدة: تقريبًا بجودة أفضل حركة هنا.
widget__table__review__replay__playing = بعد الحركة الأفضل يكمل الكمبيوتر الجولة: الدور على { $name }.
widget__table__review__replay__over = بعد الحركة الأفضل انتهت الجولة هكذا: { $message }
widget__table__review__replay__play_better = العب الحركة الأفضل
widget__table__review__replay__play_better_why = شاهد الطاولة بعد الحركة الأفضل، والجولة وهي تكمل من هناك.
widget__table__review__replay__back = العودة إلى نهاية الجولة
widget__table__review__replay__marks = ما عليه علامة «الملعوبة» على الطاولة هو ما لُعب وقتها، وما عليه علامة «الأفضل» كان الخيار الأفضل.
# refusals
widget__table__review__error__not_over = المراجعة تأتي في نهاية الجولة: أنهِ الجولة { $number } أولًا.
widget__table__review__error__shared = الطاولة المشتركة مع الصف ليس لها مراجعة هنا.
widget__table__review__error__seat = لا يوجد مقعد { $seat } في هذه الجولة: اختر أحد الأسماء الظاهرة.
widget__table__review__error__none = اضغط «راجع هذه الجولة» أولًا: لا توجد مراجعة بعد.
widget__table__review__error__running = المراجعة ما زالت قيد التحضير: انتظر حتى تنتهي.
widget__table__review__error__no_choice = لا يوجد خيار عند الحركة { $index } في هذه المراجعة.
widget__table__review__error__not_flagged = يمكنك إعادة تجربة الخيار فقط إذا كلّف نقاطًا.
widget__table__review__error__not_replaying = اختر خيارًا من المراجعة أولًا، لتعرضه على الطاولة.
widget__table__review__error__replaying = الطاولة تعرض لحظة من المراجعة: اضغط «العودة إلى نهاية الجولة» أولًا.
widget__table__review__error__failed = تعذّر تحضير المراجعة ({ $error }).
widget__table__review__error__computer = لم يستطع { $name } إكمال اللعب بعد الحركة الأفضل ({ $error }).

## widgets/trainer: The opening trainer's words (konkan/widgets/trainer.py, js/src/trainer.js).

widget__trainer__noun = مدرّب النزول
widget__trainer__title = مدرّب النزول
widget__trainer__groups = مجموعاتك
widget__trainer__no_groups = لا توجد مجموعات بعد: اختر أوراقًا، ثم اضغط «كوّن مجموعة».
widget__trainer__run = سلسلة · { $points ->
        [few] { $points } نقاط
       *[other] { $points } نقطة
    }
widget__trainer__set = طقم · { $points ->
        [few] { $points } نقاط
       *[other] { $points } نقطة
    }
widget__trainer__remove = أزِل
widget__trainer__remove_why = أرجِع هذه الأوراق إلى يدك
widget__trainer__remove_group = أزِل المجموعة { $number }: { $cards }
widget__trainer__accepted = قُبل النزول: { $points ->
        [few] { $points } نقاط
       *[other] { $points } نقطة
    }
widget__trainer__refused = رُفض النزول
widget__trainer__best = أفضل نزول: { $points ->
        [few] { $points } نقاط
       *[other] { $points } نقطة
    }
widget__trainer__best_out = أفضل نزول: { $points ->
        [few] { $points } نقاط
       *[other] { $points } نقطة
    }، ويخلّص ورقك كله فورًا
widget__trainer__heading = مدرّب النزول · اليد { $hand }
widget__trainer__tally = المجموعات: { $points ->
        [few] { $points } نقاط
       *[other] { $points } نقطة
    }؛ وحدّ النزول { $minimum }
widget__trainer__tally_run = المجموعات: { $points ->
        [few] { $points } نقاط
       *[other] { $points } نقطة
    }؛ وحدّ النزول { $minimum }، مع سلسلة
widget__trainer__new_hand = يد جديدة
widget__trainer__hand = ورقك
widget__trainer__hand_label = ورقك: الأوراق التي ليست في مجموعة
widget__trainer__all_grouped = كل أوراقك في مجموعات.
widget__trainer__tools = النزول
widget__trainer__group = كوّن مجموعة
widget__trainer__submit = قدّم نزولك
widget__trainer__submit_why = كوّن مجموعة واحدة على الأقل أولًا.
widget__trainer__clear = امسح المجموعات
widget__trainer__clear_why = لا توجد مجموعات.
widget__trainer__picked_run = ما اخترته: سلسلة، { $points ->
        [few] { $points } نقاط
       *[other] { $points } نقطة
    }
widget__trainer__picked_set = ما اخترته: طقم، { $points ->
        [few] { $points } نقاط
       *[other] { $points } نقطة
    }
widget__trainer__picked_none = ما اخترته: ليس مجموعة
# What Python says (konkan/widgets/trainer.py): refusals, the comparison with the best opening,
# the repr and the picture's words.
widget__trainer__input__hand = اليد
widget__trainer__pick_meld = اختر أوراق مجموعة أولًا.
widget__trainer__hand_size = يُقرَّر النزول وفي يدك { $size } ورقة (14 موزّعة وواحدة مسحوبة)؛ لكن العدد هنا { $got }.
widget__trainer__no_group = لا توجد مجموعة رقم { $index }: عدد المجموعات { $count }.
widget__trainer__group_first = كوّن مجموعة واحدة على الأقل أولًا: اختر أوراقها، ثم كوّن المجموعة.
widget__trainer__compare__impossible = لم يكن أي نزول ممكنًا بهذه اليد.
widget__trainer__compare__existed = كان هناك نزول ممكن: تراه في الأسفل.
widget__trainer__compare__yours_out = نزولك يخلّص ورقك كله فورًا: لا يوجد نزول أفضل منه.
widget__trainer__compare__best_out = كان هناك نزول أفضل: يخلّص الورق كله فورًا.
widget__trainer__compare__better = كان هناك نزول أفضل: { $best } نقطة مقابل { $mine } لنزولك.
widget__trainer__compare__as_good = لم يكن هناك نزول أفضل: نزولك يساوي أفضل نزول.
widget__trainer__not_free__many = { $cards }: ليست من أوراقك التي خارج المجموعات، فلا يمكن اختيارها.
widget__trainer__not_free = الورقة { $card } ليست من أوراقك التي خارج المجموعات، فلا يمكن اختيارها.
widget__trainer__pick_then_group = اختر أوراق مجموعة أولًا، ثم كوّن المجموعة.
widget__trainer__start = اليد { $hand }: رتّب أوراقك في مجموعات، ثم قدّم نزولك.
widget__trainer__summary__one = اليد { $hand }، { $cards } ورقة، { $groups } مجموعة
widget__trainer__summary__one__accepted = اليد { $hand }، { $cards } ورقة، { $groups } مجموعة، قُبل النزول
widget__trainer__summary__one__accepted__better = اليد { $hand }، { $cards } ورقة، { $groups } مجموعة، قُبل النزول، وكان هناك نزول أفضل
widget__trainer__summary__one__refused = اليد { $hand }، { $cards } ورقة، { $groups } مجموعة، رُفض النزول
widget__trainer__summary__one__refused__better = اليد { $hand }، { $cards } ورقة، { $groups } مجموعة، رُفض النزول، وكان هناك نزول أفضل
widget__trainer__summary__many = اليد { $hand }، { $cards } ورقة، { $groups ->
        [two] مجموعتان
        [few] { $groups } مجموعات
       *[other] { $groups } مجموعة
    }
widget__trainer__summary__many__accepted = اليد { $hand }، { $cards } ورقة، { $groups ->
        [two] مجموعتان
        [few] { $groups } مجموعات
       *[other] { $groups } مجموعة
    }، قُبل النزول
widget__trainer__summary__many__accepted__better = اليد { $hand }، { $cards } ورقة، { $groups ->
        [two] مجموعتان
        [few] { $groups } مجموعات
       *[other] { $groups } مجموعة
    }، قُبل النزول، وكان هناك نزول أفضل
widget__trainer__summary__many__refused = اليد { $hand }، { $cards } ورقة، { $groups ->
        [two] مجموعتان
        [few] { $groups } مجموعات
       *[other] { $groups } مجموعة
    }، رُفض النزول
widget__trainer__summary__many__refused__better = اليد { $hand }، { $cards } ورقة، { $groups ->
        [two] مجموعتان
        [few] { $groups } مجموعات
       *[other] { $groups } مجموعة
    }، رُفض النزول، وكان هناك نزول أفضل
widget__trainer__picture__hand = اليد { $hand }: الأوراق التي ليست في مجموعة
widget__trainer__picture__best = أفضل نزول:
