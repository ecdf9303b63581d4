// A helper whose loop over what the app has when it runs returns from inside: its value is the app's.
#import <UserNotifications/UserNotifications.h>

static NSString *ObjCLoopHelperReturnsTitle(void) {
    for (NSString *word in [[NSUserDefaults standardUserDefaults] stringArrayForKey:@"OLHR_WORDS"]) { // reported
        return word; // may report
    }
    return @"Reply"; // may report
}

void ObjCLoopHelperReturnsRegister(void) {
    UNNotificationAction *reply = [UNNotificationAction actionWithIdentifier:@"OLHR_A" title:ObjCLoopHelperReturnsTitle() options:UNNotificationActionOptionNone]; // may report
    [[UNUserNotificationCenter currentNotificationCenter] setNotificationCategories:[NSSet setWithObject:[UNNotificationCategory categoryWithIdentifier:@"OLHR" actions:@[reply] intentIdentifiers:@[] options:UNNotificationCategoryOptionNone]]]; // may report
}
